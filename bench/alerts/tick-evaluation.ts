// Run by alerts-part.mjs under tsx, on the database DATABASE_URL names (PGlite in memory without it): the time
// to evaluate one tick against ALERTS active alerts, against a baseline transaction of one trivial statement
// measured in the same run. Prints one JSON line.
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../../server/src/db';
import { createDemoProvider } from '../../server/src/modules/market-data/demo-provider';
import { evaluateTick } from '../../server/src/modules/price-alerts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
/** How many of them the measured tick crosses (each one writes a firing, a bell entry and an outbox row). */
const CROSSED = Number(process.env.BENCH_CROSSED ?? 1_000);
const RUNS = 15;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/** Measured work is rolled back, so every run sees the same 100,000 armed alerts. */
class Rollback extends Error {}
const inRolledBackTransaction = (db: Awaited<ReturnType<typeof createDatabase>>, work: (trx: typeof db) => Promise<unknown>) =>
  db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });

const db = await createDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: 'memory://' });
try {
  await migrateToLatest(db);
  const snapshot = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
  const keys = snapshot.quotes.flatMap((q) => ['price|up', 'price|down', 'change|up', 'change|down'].map((end) => `${q.contract}|${q.deliveryMonth}|${end}`));
  const front = snapshot.quotes[0]!;
  const frontPence = Math.round(front.priceGbp * 100);

  // One account and user own them all: the engine's work does not depend on whose alerts they are.
  await sql`insert into users (id, email, username, name) values ('00000000-0000-4000-8000-000000000001', 'bench@example.com', 'bench', 'Bench')`.execute(db);
  await sql`insert into accounts (reference, name, status, lead_user_id) values ('BENC0001', 'Bench farm', 'Active', '00000000-0000-4000-8000-000000000001')`.execute(
    db,
  );
  await sql`
    insert into price_alerts (id, account_reference, user_id, commodity_id, commodity_name, commodity_external_cdk_id, sell_reference, farm_address_id,
                              price_type, contract_from, contract_to, contract_split, crop_year, futures_contract, delivery_month, target_price,
                              notification_type, email_address, ends_at)
    select gen_random_uuid(), 'BENC0001', '00000000-0000-4000-8000-000000000001', 1, 'Feed Wheat', 'FW', 'FW-2026-12', 1, 'XFM', date '2026-12-01',
           date '2026-12-31', false, 2026, 'LIFFE-FEED-WHEAT', '2027-01', 200, 'email', 'farmer' || g || '@example.com', timestamptz '2027-06-01'
      from generate_series(1, ${ALERTS}) g`.execute(db);
  // Spread over every key of the tick; all out of reach but CROSSED of them, on the front month's target key.
  await sql`
    with numbered as (select id, ends_at, row_number() over (order by id) as n from price_alerts)
    insert into price_watches (alert_id, condition, watch_key, fire_level, rearm_margin, offset_pence, ends_at)
    select id, 'target',
           case when n <= ${CROSSED} then ${`${front.contract}|${front.deliveryMonth}|price|up`} else (${keys}::text[])[1 + n % ${keys.length}] end,
           case when n <= ${CROSSED} then ${frontPence} - 100 else 100000000 end, 200, 0, ends_at
      from numbered`.execute(db);
  await sql`analyze price_watches`.execute(db);

  const baseline = await timed(() => inRolledBackTransaction(db, (trx) => sql`select 1`.execute(trx)));
  let fired = 0;
  const evaluate = await timed(() =>
    inRolledBackTransaction(db, async (trx) => {
      fired = (await evaluateTick(trx, { seq: 1, snapshot, now: new Date(NOW), tradingOpen: true })).fired;
    }),
  );
  console.log(
    JSON.stringify({
      alerts: ALERTS,
      crossed: CROSSED,
      fired,
      evaluateP50: percentile(evaluate, 50),
      evaluateP95: percentile(evaluate, 95),
      baselineP50: percentile(baseline, 50),
    }),
  );
} finally {
  await db.destroy();
}

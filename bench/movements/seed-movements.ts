import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../server/src/db';
import { linkSampleVarieties } from '../../server/src/db/sample-varieties';

export interface MovementSeedOptions {
  /** Movements in all, planned ones included. */
  rows: number;
  /** The day the history runs back from ('YYYY-MM-DD'): loads before it moved, those after it are planned. */
  today: string;
}

/** Sale contracts per harvest: with about 50,000 loads a harvest, a contract has about 250. */
const CONTRACTS_PER_HARVEST = 200;
/** Harvest years of history before the current one. */
const HARVESTS = 20;
/** Planned loads, spread over the month after today. */
const PLANNED = 2_000;
/** What is sold, as often as a big arable business grows it (wheat most). */
const PRODUCTS = ['Feed Wheat', 'Feed Wheat', 'Feed Wheat', 'Milling Wheat', 'Milling Wheat', 'Feed Barley', 'Feed Barley', 'Oilseed Rape', 'Beans', 'Oats'];
const COMMODITIES: Record<string, [commodityNo: number, commodity: string, varieties: string[]]> = {
  'Feed Wheat': [81083, 'Wheat', ['Champion', 'Dawsum', 'Gleam']],
  'Milling Wheat': [81083, 'Wheat', ['Crusoe', 'Extase', 'Skyfall']],
  'Feed Barley': [81074, 'Barley', ['Bolton', 'KWS Tardis']],
  'Oilseed Rape': [81079, 'Oilseed Rape', ['Aurelia', 'Campus']],
  Beans: [81071, 'Beans', ['Tundra', 'Vertigo']],
  Oats: [81076, 'Oats', ['Mascani', 'Gerald']],
};
export const HAULIERS = [
  'G. Thompson Haulage',
  'Fenland Grain Transport',
  'A. Dunn & Sons',
  'East Anglian Bulk Ltd',
  'Marshall Agri Haulage',
  'R. Pinder Transport',
  'Wolds Grain Carriers',
  'Holbeach Bulk Tippers',
  'J. Steward & Son',
  'Breckland Haulage',
  'Turner Bros (Boston)',
  'Stour Valley Transport',
  'K. Blyth Haulage',
  'Lincs Tipper Services',
  'Norfolk Grain Movers',
  'P. Ashby Transport',
  'Cotswold Bulk Haulage',
  'Wash Road Logistics',
  'D. Fairweather Ltd',
  'Cambridge Agri Transport',
  'M. Skipper Haulage',
  'Suffolk Bulk Carriers',
  'T. Overton & Sons',
  'Witham Valley Haulage',
  'Holderness Grain Transport',
  'B. Carrick Tippers',
  'Ouse Bulk Ltd',
  'S. Gedney Haulage',
  'Fosse Way Transport',
  'H. Rix & Son',
  'Trent Grain Haulage',
  'C. Wilby Transport',
  'North Essex Bulk',
  'W. Denny Haulage',
  'Yare Valley Carriers',
  'L. Hubbard Transport',
  'Isle of Ely Haulage',
  'F. Gotts & Sons',
  'Welland Bulk Tippers',
  'N. Mallett Haulage',
];
/** A sample's analysis: reference, name, unit, lowest result, and its range in hundredths (every crop gets MOI, KG, PRO, HAG, ADS). */
const ANALYSIS: [reference: string, name: string, unit: string, low: number, hundredths: number][] = [
  // Moisture over 15 % (about one load in 30) costs a drying claim, as in the demo seed.
  ['MOI', 'Moisture', '%', 12.5, 260],
  ['KG', 'Kg/hl', 'kg/hl', 62, 1900],
  ['PRO', 'Protein', '%', 9.5, 410],
  ['HAG', 'Hagberg', 's', 190, 17000],
  ['ADS', 'Admix/Scr', '%', 0.4, 160],
];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql.lit(value)))}]`;
/** A repeatable number from 0 to `modulo` - 1 for row `g` (PostgreSQL's own integer hash, salted). */
const hashed = (salt: number, modulo: number) => sql.raw(`((hashint4(g * 7 + ${salt}) & 2147483647) % ${modulo})`);

/**
 * Gives `account` a big grain business's history of loads: `rows` movements over this harvest and the 20 before it
 * (about 50,000 a year, most in July to October), on a few thousand sale contracts (each with its contract note), each moved load weighed (a unique
 * ticket number), hauled by one of 40 hauliers' lorries, sampled (MOI, KG, PRO, HAG, ADS), self-billed by the month and,
 * when too wet, claimed against; the last 2,000 are planned for the month after `today`. Set-based SQL in one
 * transaction: the loads are drawn in a temporary table, every other table is filled from it, and the movements'
 * indexes are dropped during the insert and built again from their own definitions. Statistics and the visibility map
 * are brought up to date afterwards, as autovacuum would.
 */
export async function seedMovements(db: Db, account: string, { rows, today }: MovementSeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    await drawLoads(trx, rows, today);
    await writeContracts(trx, account);
    await writeSelfBillsAndClaims(trx, account, today);
    await writeSamples(trx, account);
    await linkSampleVarieties(trx);
    await writeMovements(trx, account);
  });
  for (const table of ['documents', 'contracts', 'contract_products', 'invoices', 'price_adjustments', 'samples', 'sample_results', 'movements']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

type Trx = Transaction<Database>;

/**
 * Every load as it will be written, with the keys of the rows it refers to (contract, self bill, claim, sample), in a
 * temporary table.
 */
async function drawLoads(trx: Trx, rows: number, today: string): Promise<void> {
  const moved = rows - Math.min(PLANNED, rows);
  // A load's season: July to October for four loads in five, the rest over the other eight months. A day on or
  // after today belongs to the same day 20 years earlier (the oldest harvest is the short one).
  const seasonDay = sql`case when ${hashed(1, 100)} < 80 then ${hashed(2, 123)} else 123 + ${hashed(3, 242)} end`;
  const harvestOf = (day: ReturnType<typeof sql>) => sql`extract(year from ${day} - 181)::int`;
  const invoiced = sql`(date_trunc('month', day) + interval '1 month' + interval '4 days')::date`;
  await sql`create temporary table bench_loads on commit drop as
    with drawn as (
      select g, ${harvestOf(sql`${today}::date`)} - ${hashed(4, HARVESTS + 1)} as harvest, ${seasonDay} as season_day from generate_series(0, ${moved - 1}::int) g
    ), dated as (
      select g, make_date(harvest, 7, 1) + season_day as day from drawn
    ), loads as (
      select g, true as complete, case when day >= ${today}::date then (day - interval '20 years')::date else day end as day from dated
      union all
      select g, false, ${today}::date + 1 + g % 30 from generate_series(${moved}::int, ${rows - 1}::int) g
    ), keyed as (
      select g, complete, day, ${harvestOf(sql`day`)} as harvest,
             'SC' || lpad((${harvestOf(sql`day`)} % 100)::text, 2, '0') || lpad(${hashed(5, CONTRACTS_PER_HARVEST)}::text, 3, '0') as contract_reference,
             'MV' || lpad(g::text, 7, '0') as reference,
             case when complete then 12.5 + ${hashed(10, ANALYSIS[0]![4] + 1)} / 100.0 end as moisture
        from loads
    )
    select g, complete, day, harvest, contract_reference, reference, moisture,
           -- A contract's product, read from its reference so every load of it agrees.
           (${textArray(PRODUCTS)})[1 + (hashtext(contract_reference) & 2147483647) % ${sql.lit(PRODUCTS.length)}] as product,
           (26 + ${hashed(6, 500)} / 100.0)::numeric(12, 2) as quantity,
           'BK' || lpad(${hashed(7, 1000000)}::text, 6, '0') as booking,
           -- A permutation of the row numbers (7919 is prime to 9,000,000): unique seven-digit tickets, every prefix as common.
           case when complete then (1000000 + (g::bigint * 7919) % 9000000)::text end as weighbridge,
           ${hashed(8, HAULIERS.length)} as haulier_no,
           ${hashed(9, 12)} as lorry_no,
           case when complete then gen_random_uuid() end as sample_id,
           case when complete and ${invoiced} < ${today}::date then 'SBC' || substr(contract_reference, 3) || to_char(day, 'YYMM') end as invoice_reference,
           case when moisture > 15 then 'PA' || reference end as claim_reference
      from keyed`.execute(trx);
  await sql`analyze bench_loads`.execute(trx);
}

/** The sale contracts the loads are on, each with its product line and contract note, over the days its loads moved. */
async function writeContracts(trx: Trx, account: string): Promise<void> {
  await sql`create temporary table bench_contracts on commit drop as
    select contract_reference as reference, min(product) as product, min(harvest) as crop_year, min(day) as day_from, max(day) as day_to,
           count(*) as loads, count(*) filter (where complete) as moved, sum(quantity) as tonnes, coalesce(sum(quantity) filter (where complete), 0) as moved_tonnes,
           160 + (hashtext(contract_reference) & 2147483647) % 90 as price
      from bench_loads group by contract_reference`.execute(trx);
  await sql`insert into documents (document_no, account_reference, kind, file_name, content_type, source_reference, created_at)
    select 'N' || reference, ${account}, 'contract-note', 'contract-note-' || reference || '.pdf', 'application/pdf', reference, (day_from - 60)::timestamptz
      from bench_contracts`.execute(trx);
  await sql`insert into contracts (reference, account_reference, sale_or_purchase, status, date_created, date_movement_from, date_movement_to, crop_year,
                                   order_reference, document_no, source, product, product_line, value_gross, value_paid, value_outstanding, date_due_to)
    select reference, ${account}, 'SALE', case when moved = loads then 'Complete' when moved > 0 then 'Partially Dispatched' else 'Open' end,
           (day_from - 60)::timestamptz, day_from, day_to, crop_year, 'SO' || substr(reference, 3), 'N' || reference, 'bench', product, 'Grain',
           round(tonnes * price, 2), case when moved = loads then round(tonnes * price, 2) else 0 end, case when moved = loads then 0 else round(tonnes * price, 2) end,
           day_to + 30
      from bench_contracts`.execute(trx);
  await sql`insert into contract_products (contract_reference, line_no, product, package_code, quantity_contracted, unit_price, moved_quantity)
    select reference, 1, product, 'BULK', tonnes, price, moved_tonnes from bench_contracts`.execute(trx);
}

/**
 * A self bill per contract and month for the loads moved in it, once the month is over (paid 30 days later), and a
 * claim for each load too wet to take at full price, as the demo seed writes them.
 */
async function writeSelfBillsAndClaims(trx: Trx, account: string, today: string): Promise<void> {
  await sql`create temporary table bench_bills on commit drop as
    select l.invoice_reference as reference, l.contract_reference, min(l.product) as product, min(l.harvest) as crop_year,
           (date_trunc('month', min(l.day)) + interval '1 month' + interval '4 days')::date as day, sum(l.quantity) as tonnes, round(sum(l.quantity) * min(c.price), 2) as net
      from bench_loads l join bench_contracts c on c.reference = l.contract_reference
     where l.invoice_reference is not null group by l.invoice_reference, l.contract_reference`.execute(trx);
  await sql`insert into documents (document_no, account_reference, kind, file_name, content_type, source_reference, created_at)
    select 'N' || reference, ${account}, 'self-bill', 'self-bill-' || reference || '.pdf', 'application/pdf', reference, day::timestamptz from bench_bills`.execute(
    trx,
  );
  await sql`insert into invoices (reference, account_reference, kind, contract_reference, document_no, date_invoiced, date_due, product, product_line, quantity, net_value, outstanding, crop_year)
    select reference, ${account}, 'self-bill', contract_reference, 'N' || reference, day, day + 30, product, 'Grain', tonnes, net,
           case when day + 30 < ${today}::date then 0 else net end, crop_year
      from bench_bills`.execute(trx);
  await sql`insert into documents (document_no, account_reference, kind, file_name, content_type, source_reference, created_at)
    select 'N' || claim_reference, ${account}, 'price-adjustment', 'price-adjustment-' || claim_reference || '.pdf', 'application/pdf', claim_reference, (day + 3)::timestamptz
      from bench_loads where claim_reference is not null and day + 3 < ${today}::date`.execute(trx);
  await sql`insert into price_adjustments (reference, account_reference, contract_reference, created, document_no, description, amount)
    select l.claim_reference, ${account}, l.contract_reference, l.day + 3, case when l.day + 3 < ${today}::date then 'N' || l.claim_reference end,
           'Moisture ' || to_char(l.moisture, 'FM90.0') || '% over 15.0%: drying and shrinkage', -round(l.quantity * c.price * 0.012 * ceil((l.moisture - 15) / 0.5), 2)
      from bench_loads l join bench_contracts c on c.reference = l.contract_reference where l.claim_reference is not null`.execute(trx);
}

/** Each moved load's sample and its five results (the moisture the claims were made on). */
async function writeSamples(trx: Trx, account: string): Promise<void> {
  const commodities = Object.entries(COMMODITIES);
  const commodityOf = (pick: (entry: [string, [number, string, string[]]]) => ReturnType<typeof sql>) =>
    sql`case product ${sql.join(
      commodities.map((entry) => sql`when ${sql.lit(entry[0])} then ${pick(entry)}`),
      sql` `,
    )} end`;
  await sql`insert into samples (id, account_reference, reference, contract_reference, commodity_no, commodity, variety, locality, date_taken, crop_year)
    select sample_id, ${account}, 'SMP' || reference, contract_reference, ${commodityOf(([, [no]]) => sql.lit(no))}, ${commodityOf(([, [, name]]) => sql.lit(name))},
           ${commodityOf(([, [, , varieties]]) => sql`(${textArray(varieties)})[1 + g % ${sql.lit(varieties.length)}]`)},
           (array['Saffron Walden', 'Ely', 'Market Rasen', 'Bildeston'])[1 + g % 4], day, harvest
      from bench_loads where complete`.execute(trx);
  const analysis = sql.join(
    ANALYSIS.map(
      ([reference, name, unit, low, hundredths], index) =>
        sql`(${sql.lit(index + 1)}, ${sql.lit(reference)}, ${sql.lit(name)}, ${sql.lit(unit)}, ${sql.lit(low)}::numeric, ${sql.lit(hundredths)})`,
    ),
  );
  await sql`insert into sample_results (sample_id, line_no, reference, name, result, unit)
    select l.sample_id, a.line_no, a.reference, a.name,
           case when a.reference = 'MOI' then l.moisture else a.low + ((hashint4(l.g * 5 + a.line_no) & 2147483647) % (a.hundredths + 1)) / 100.0 end,
           a.unit
      from bench_loads l cross join (values ${analysis}) as a(line_no, reference, name, unit, low, hundredths)
     where l.complete`.execute(trx);
}

/**
 * The movements themselves, in the order of their days as a live table gets them (the rows of a week share pages), with
 * the table's indexes dropped during the insert and built again from their own definitions (pg_indexes), which is many
 * times faster than keeping fifteen indexes, two of them trigram, up to date row by row.
 */
async function writeMovements(trx: Trx, account: string): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'movements' and schemaname = current_schema() and indexname <> 'movements_pkey'`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  // A haulier's fleet of 12 lorries, each with a registration of its own.
  const lorry = sql`haulier_no * 12 + lorry_no`;
  const letter = (step: number) => sql.raw(`chr(65 + ((haulier_no * 12 + lorry_no) * ${step} + ${step}) % 26)`);
  await sql`insert into movements (id, account_reference, contract_reference, movement_date, complete, reference, product, quantity, booking, weighbridge,
                                   vehicle, haulier, invoice_reference, claim_reference, sample_id)
    select gen_random_uuid(), ${account}, l.contract_reference, l.day, l.complete, l.reference, l.product, l.quantity, l.booking, l.weighbridge,
           case when l.complete then ${letter(7)} || ${letter(11)} || lpad((10 + (${lorry}) % 64)::text, 2, '0') || ' ' || ${letter(3)} || ${letter(5)} || ${letter(17)} end,
           (${textArray(HAULIERS)})[1 + l.haulier_no], l.invoice_reference, l.claim_reference, l.sample_id
      from bench_loads l order by l.day, l.g`.execute(trx);
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
}

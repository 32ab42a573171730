// `npm run seed:bench -- --account REF [--rows 1000000]`: writes a big grain business's movements (issue 14's bench
// data) into the PostgreSQL of DATABASE_URL, and only there: the database must already be the portal's (the server
// has started on it once) and the account must exist and hold no bench data yet. Never run it on a real database.
import { parseArgs } from 'node:util';
import { accountReferenceSchema } from '@farm/core/domain';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../../server/src/db';
import { seedMovements } from './seed-movements';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run seed:bench -- --account REF [--rows 1000000]
  writes ROWS movements (default 1,000,000) over 21 harvests for the existing business account REF, with their sale
  contracts, self bills, claims and samples, into the portal database of DATABASE_URL (PostgreSQL only)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({ options: { account: { type: 'string' }, rows: { type: 'string', default: '1000000' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) fail('DATABASE_URL is not set: the bench data goes into a PostgreSQL database you name, never into the embedded one.');
if (process.env.NODE_ENV === 'production') fail('NODE_ENV is production: bench data is not written to a production database.');
const account = accountReferenceSchema.safeParse(values.account);
if (!account.success) fail('--account must name the business account that gets the movements (for example HARR0001).');
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1 || rows > 10_000_000) fail('--rows must be a whole number from 1 to 10,000,000.');

const db = await createDatabase({ databaseUrl });
try {
  const { rows: schema } = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!schema[0]?.found) fail('This database has not got the portal schema: start the portal on it once (npm start with this DATABASE_URL).');
  // As the server does when it starts: the bench needs the latest indexes.
  await migrateToLatest(db);
  const existing = await db.selectFrom('accounts').select('reference').where('reference', '=', account.data).executeTakeFirst();
  if (!existing) fail(`There is no business account ${account.data} (npm run users -- add-lead … creates one; DEMO_DATA=on has HARR0001).`);
  const seeded = await db
    .selectFrom('contracts')
    .select('reference')
    .where('account_reference', '=', account.data)
    .where('source', '=', 'bench')
    .limit(1)
    .executeTakeFirst();
  if (seeded) fail(`Account ${account.data} already holds bench data (contract ${seeded.reference}).`);
  const started = performance.now();
  await seedMovements(db, account.data, { rows, today: new Date().toISOString().slice(0, 10) });
  console.log(`${rows.toLocaleString('en-GB')} movements written for ${account.data} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await db.destroy();
}

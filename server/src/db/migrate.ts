import { DEFAULT_MIGRATION_TABLE, Migrator, sql } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export async function migrateToLatest(db: Db): Promise<void> {
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * Whether the database has run exactly our migrations, read in two small queries. Kysely's migrator first looks
 * for its tables through the catalogue of every table and column: about half a second on PGlite at each start,
 * with nothing to do. Anything else (no table yet, a migration missing or unknown) goes to the migrator, which
 * migrates or says what is wrong.
 */
async function isUpToDate(db: Db): Promise<boolean> {
  const table = await sql<{ found: boolean }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const done = rows.map((row) => row.name).sort();
  const ours = Object.keys(migrations).sort();
  return done.length === ours.length && done.every((name, index) => name === ours[index]);
}

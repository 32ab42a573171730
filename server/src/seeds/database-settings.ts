import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The starting content (tiles, toggles, legal pages...) has been written; its value is the content's version. */
export const REFERENCE_DATA = 'reference-data';
/** The database is a demo database: its demo sign-ins, with their published password, belong there. */
export const DEMO_DATABASE = 'demo-database';

export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('database_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('database_settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('database_settings').where('key', '=', key).execute();
}

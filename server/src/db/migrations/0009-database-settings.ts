import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Facts about the database itself (server/src/seeds/database-settings.ts): whether its starting content has
 * been written, and whether it is a demo database, whose demo sign-ins may stay.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('database_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A database seeded before this migration already has its starting content (the tiles come with it); whether it
  // is a demo database is decided at start (server/src/seeds/prepare-database.ts), never assumed here.
  await sql`insert into database_settings (key, value) select 'reference-data', '1' where exists (select 1 from tiles)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('database_settings').execute();
}

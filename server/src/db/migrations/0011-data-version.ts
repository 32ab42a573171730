import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables the cached account reads are made of (server/src/read-cache), as they were at this migration. */
const WATCHED = ['accounts', 'account_users', 'users', 'user_tiles', 'tiles', 'feature_toggles'];

/**
 * One counter that every write to a watched table moves, in the writer's own transaction, whoever the writer is:
 * any server instance, `npm run users`, a seed. An instance that sees it move knows its cached reads may be stale.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function data_version_bump() returns trigger language plpgsql as $$
    begin
      update data_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of WATCHED) {
    await sql`
      create trigger ${sql.id(`${table}_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function data_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of WATCHED) await sql`drop trigger ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function data_version_bump()`.execute(db);
  await db.schema.dropTable('data_version').execute();
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each instance keeps the partners in memory, so a public request with an unknown or disabled key is refused
 * without a database read (issue 27 §1). A change by anyone (another instance, `npm run partners`) moves
 * data_version, and every instance reloads them within a poll.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create trigger partners_data_version
    after insert or update or delete or truncate on partners
    for each statement execute function data_version_bump()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger partners_data_version on partners`.execute(db);
}

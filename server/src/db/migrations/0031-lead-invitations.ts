import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A business account that the merchant's systems create (issue 29) names its lead user. Someone new is made its
 * lead at once, with their activation; someone who already uses MyFarm is invited, and becomes the lead on
 * accepting: the invitation says so.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('account_invitations')
    .addColumn('as_lead', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('account_invitations').dropColumn('as_lead').execute();
}

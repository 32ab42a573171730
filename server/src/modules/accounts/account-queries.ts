import type { Tile } from '@farm/core/domain';
import { sql } from 'kysely';
import type { AccountRow, Db } from '../../db';

/** An account row with the signed-in user's role on it. */
export type AccountWithMembership = AccountRow & { is_admin: boolean };

/** The user's business accounts with their role on each, by name; optionally only one reference. */
export function findAccountsOfUser(db: Db, userId: string, reference?: string): Promise<AccountWithMembership[]> {
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('account_users as au', 'au.account_reference', 'a.reference')
    .select([
      'a.reference',
      'a.name',
      'a.status',
      'a.vat_registration_number',
      'a.street',
      'a.locality',
      'a.post_town',
      'a.county',
      'a.postcode',
      'a.contact_email',
      'a.contact_phone',
      'a.contact_mobile',
      'a.contact_sms',
      'a.assurance_status',
      'a.assurance_reference',
      // Read the date as text so neither driver converts it to a local-time Date.
      sql<string | null>`to_char(a.assurance_last_modified, 'YYYY-MM-DD')`.as('assurance_last_modified'),
      'a.sustainability_status',
      'a.is_oxbury_customer',
      'a.lead_user_id',
      'au.is_admin',
    ])
    .where('au.user_id', '=', userId);
  if (reference !== undefined) query = query.where('a.reference', '=', reference);
  return query.orderBy('a.name').orderBy('a.reference').execute();
}

/** The user's tiles on each account: their access merged with the catalogue, in their own order. */
export async function findTilesOfUser(db: Db, userId: string, references: string[]): Promise<Map<string, Tile[]>> {
  const byAccount = new Map<string, Tile[]>(references.map((reference) => [reference, []]));
  if (references.length === 0) return byAccount;
  const rows = await db
    .selectFrom('user_tiles as ut')
    .innerJoin('tiles as t', 't.reference', 'ut.tile_reference')
    .select([
      'ut.account_reference',
      't.id',
      't.reference',
      't.type',
      't.text',
      't.description',
      't.route',
      't.target',
      't.external_user_access',
      't.hide_when_flag',
      't.show_when_flag',
      'ut.visible',
      'ut.locked',
      'ut.sequence',
    ])
    .where('ut.user_id', '=', userId)
    .where('ut.account_reference', 'in', references)
    .orderBy('ut.account_reference')
    .orderBy('ut.sequence')
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    byAccount.get(row.account_reference)?.push({
      id: row.id,
      reference: row.reference as Tile['reference'],
      type: row.type,
      text: row.text,
      description: row.description,
      route: row.route,
      target: row.target,
      visible: row.visible,
      locked: row.locked,
      sequence: row.sequence,
      externalUserAccess: row.external_user_access,
      hideWhenFlag: row.hide_when_flag,
      showWhenFlag: row.show_when_flag,
    });
  }
  return byAccount;
}

export async function findMembership(db: Db, userId: string, reference: string): Promise<{ isAdmin: boolean } | undefined> {
  const row = await db
    .selectFrom('account_users')
    .select('is_admin')
    .where('user_id', '=', userId)
    .where('account_reference', '=', reference)
    .executeTakeFirst();
  return row ? { isAdmin: row.is_admin } : undefined;
}

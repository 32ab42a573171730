import type { FeatureToggle, Tile } from '@farm/core/domain';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AccountRow, Db } from '../../db';
import { toggleRows, toToggle } from '../features';

/** An account row with the signed-in user's role on it and their tiles there, in their own order. */
export type AccountWithMembership = AccountRow & { is_admin: boolean; tiles: Tile[] };

export interface AccountsOfUser {
  accounts: AccountWithMembership[];
  /** The user's last accessed account, as stored now (not as it was when their token was verified). */
  lastAccessedAccount: string | null;
  /** Every feature toggle, for the tiles' flag rules. */
  toggles: FeatureToggle[];
}

/**
 * Everything the account reads need, in one statement: the user's business accounts with their role on each,
 * by name, each with the user's tiles (their access merged with the catalogue), the user's last accessed
 * account, and the feature toggles. One round trip, where an account list used to take four.
 */
export async function findAccountsOfUser(db: Db, userId: string): Promise<AccountsOfUser> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('account_users as au', 'au.account_reference', 'a.reference')
    .innerJoin('users as u', 'u.id', 'au.user_id')
    .select((eb) => [
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
      'a.has_mcm',
      'au.is_admin',
      'u.last_accessed_account',
      jsonArrayFrom(
        eb
          .selectFrom('user_tiles as ut')
          .innerJoin('tiles as t', 't.reference', 'ut.tile_reference')
          .select([
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
          .whereRef('ut.user_id', '=', 'au.user_id')
          .whereRef('ut.account_reference', '=', 'a.reference'),
      ).as('tiles'),
      // Not correlated, so PostgreSQL reads the toggles once for the whole statement.
      jsonArrayFrom(toggleRows(db)).as('toggles'),
    ])
    .where('au.user_id', '=', userId)
    .orderBy('a.name')
    .orderBy('a.reference')
    .execute();

  const accounts = rows.map(({ tiles, toggles: _toggles, last_accessed_account: _last, ...account }) => ({
    ...account,
    tiles: tiles
      .map(
        (row): Tile => ({
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
        }),
      )
      // json_agg keeps the order of its input only in practice; the order is the user's, so it is put right here.
      .sort((a, b) => a.sequence - b.sequence || a.id - b.id),
  }));
  const [first] = rows;
  return { accounts, lastAccessedAccount: first?.last_accessed_account ?? null, toggles: (first?.toggles ?? []).map(toToggle) };
}

/** The user's role on the business: a member, an admin, or its lead (who always administers it). */
export async function findMembership(db: Db, userId: string, reference: string): Promise<{ isAdmin: boolean; isLead: boolean } | undefined> {
  const row = await db
    .selectFrom('account_users as au')
    .innerJoin('accounts as a', 'a.reference', 'au.account_reference')
    .select(['au.is_admin', 'a.lead_user_id'])
    .where('au.user_id', '=', userId)
    .where('au.account_reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const isLead = row.lead_user_id === userId;
  return { isAdmin: row.is_admin || isLead, isLead };
}

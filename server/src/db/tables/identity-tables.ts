// Migration 0001: users, businesses, their tiles, and the embedded OpenID provider's storage.
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  name: string;
  password_hash: string | null;
  internal: Generated<boolean>;
  terms_pending: Generated<boolean>;
  activation_pending: Generated<boolean>;
  last_accessed_account: string | null;
  created_at: DefaultedTimestamp;
  /** Staff groups of an internal user (migration 0002). */
  groups: Generated<string[]>;
  /** What the admin's Add user form asked for: 11 digits (migration 0017). */
  contact_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** When they last opened MyFarm (migration 0017). */
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AccountsTable {
  reference: string;
  name: string;
  status: 'Active' | 'On hold' | 'Closed';
  vat_registration_number: string | null;
  street: string | null;
  locality: string | null;
  post_town: string | null;
  county: string | null;
  postcode: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_mobile: string | null;
  contact_sms: string | null;
  assurance_status: string | null;
  assurance_reference: string | null;
  /** A calendar date; read it as text (`YYYY-MM-DD`) so no driver turns it into a local-time Date. */
  assurance_last_modified: string | null;
  sustainability_status: string | null;
  is_oxbury_customer: Generated<boolean>;
  lead_user_id: string | null;
  /** Whether the business may use crop marketing at all (migration 0012). */
  has_mcm: Generated<boolean>;
}

export interface AccountUsersTable {
  account_reference: string;
  user_id: string;
  is_admin: Generated<boolean>;
  /** The version of this user's configuration on this business: role and tile access (migration 0017). */
  version: Generated<number>;
}

export interface TilesTable {
  id: Generated<number>;
  reference: string;
  type: 'group' | 'item';
  text: string;
  description: string;
  route: string;
  target: '_self' | '_blank';
  sequence: number;
  external_user_access: Generated<boolean>;
  hide_when_flag: string | null;
  show_when_flag: string | null;
}

export interface UserTilesTable {
  account_reference: string;
  user_id: string;
  tile_reference: string;
  visible: boolean;
  locked: boolean;
  sequence: number;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: ColumnType<Date | null, Date | null, Date | null>;
  consumed_at: ColumnType<Date | null, Date | null, Date | null>;
}

export interface ServerKeysTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: DefaultedTimestamp;
}

/** A member of staff viewing a business read-only, as its customers see it (migration 0017). */
export interface ViewAsSessionsTable {
  id: string;
  staff_user_id: string;
  account_reference: string;
  started_at: DefaultedTimestamp;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

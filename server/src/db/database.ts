import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Columns the database fills in on insert. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
}

export interface AccountUsersTable {
  account_reference: string;
  user_id: string;
  is_admin: Generated<boolean>;
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

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  account_users: AccountUsersTable;
  tiles: TilesTable;
  user_tiles: UserTilesTable;
  oidc_payloads: OidcPayloadsTable;
  server_keys: ServerKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type NewTile = Insertable<TilesTable>;
export type NewUserTile = Insertable<UserTilesTable>;

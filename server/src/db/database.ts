import type { PriceType } from '@farm/core/domain';
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
  /** Staff groups of an internal user (migration 0002). */
  groups: Generated<string[]>;
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

/** Migration 0002: feature toggles, the audit log, activation codes, password reset requests. */
export interface FeatureTogglesTable {
  id: string;
  enabled: boolean;
  users: Generated<string[]>;
  groups: Generated<string[]>;
  exclusion_users: Generated<string[]>;
  exclusion_groups: Generated<string[]>;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  created_at: DefaultedTimestamp;
  source: 'client' | 'server';
  user_id: string | null;
  username: string;
  account_reference: string | null;
  action: string;
  appname: string;
  status: string;
  loglevel: string;
  sessionid: string | null;
  url: string | null;
  message: string;
  exception: string | null;
}

export interface ActivationCodesTable {
  user_id: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: DefaultedTimestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PasswordResetRequestsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: DefaultedTimestamp;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EmailPreferencesTable {
  user_id: string;
  price_alerts: boolean;
  market_reports: boolean;
  account_statements: boolean;
  news_and_offers: boolean;
  updated_at: DefaultedTimestamp;
}

/** Migration 0003: the content service and each user's release-note state and terms acceptances. */
export interface ReleaseNotesTable {
  id: Generated<string>;
  title: string;
  release_date: ColumnType<Date, Date | string, Date | string>;
  content: string;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface LegalPagesTable {
  slug: string;
  title: string;
  content: string;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface AppDowntimesTable {
  app_name: string;
  show_downtime: Generated<boolean>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface TileMaintenanceTable {
  id: Generated<number>;
  tile_name: string;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  text: Generated<string>;
  updated_by: string | null;
}

export interface VideoConfigsTable {
  id: string;
  api_key: Generated<string>;
  channel_id: Generated<string>;
  current_video_id: Generated<string>;
  show_video: Generated<boolean>;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface DashboardMenusTable {
  id: Generated<number>;
  menu: string;
  label: string;
  href: string;
  target: '_self' | '_blank';
  sequence: number;
}

export interface ReleaseNoteStatesTable {
  user_id: string;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  popup_release_id: string | null;
  popup_shown_count: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface TermsAcceptancesTable {
  user_id: string;
  version: number;
  accepted_at: DefaultedTimestamp;
}

/** Migration 0006: calculator data of the content service. */
export interface LimusProductsTable {
  id: Generated<number>;
  product_name: string;
  specific_gravity: number;
  analysis_w_w_n: number;
  analysis_w_w_so3: number;
  analysis_w_v_n: number | null;
  analysis_w_v_so3: number | null;
  limus_perform_rate: number;
  company: string;
  sequence: number;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface WheatNitrogenGuidelineTable {
  id: number;
  guidelinefig: number;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

/** Migration 0008: rate-limit counters shared by every instance. */
export interface RateLimitCountersTable {
  key: string;
  window_start: DefaultedTimestamp;
  count: number;
}

/** Migration 0010: failed attempts per e-mail and per client address (server/src/throttle). */
export interface FailureCountersTable {
  key: string;
  failures: number;
  window_start: ColumnType<Date, Date, Date>;
  last_failure_at: ColumnType<Date, Date, Date>;
}

/** Migration 0011: moved by every write to the tables cached reads are made of (a trigger per table). */
export interface DataVersionTable {
  id: number;
  /** bigint: both drivers answer it as text. */
  version: ColumnType<string, never, never>;
}

/** Migration 0009: facts about the database itself (is it a demo database, is its starting content written). */
export interface DatabaseSettingsTable {
  key: string;
  value: string;
  updated_at: DefaultedTimestamp;
}

/** Migration 0007: partner websites that embed our widgets (server/src/modules/partners). */
export interface PartnersTable {
  id: Generated<string>;
  name: string;
  key_hash: string;
  allowed_origins: Generated<string[]>;
  allowed_widgets: Generated<string[]>;
  created_at: DefaultedTimestamp;
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0012: crop marketing's reference data, the accounts' price preferences and collection addresses, the ticks. */
/** Postgres numeric columns arrive as strings; inserts take numbers. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface CommoditiesTable {
  id: number;
  name: string;
  commodity_external_cdk_id: string;
  external_cdk_id: string;
  display_index: number;
  row_count: Generated<number>;
  specification: string;
  futures_contract: string;
}

export interface VarietiesTable {
  variety_number: number;
  commodity_id: number;
  description: string;
}

export interface PricePreferenceProfilesTable {
  profile_number: number;
  key: string;
  name: string;
  default_value: 'Yes' | 'No';
  premium: Numeric;
  commodity_ids: number[] | null;
}

export interface AccountPricePreferencesTable {
  account_reference: string;
  profile_number: number;
  current_value: 'Yes' | 'No';
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface PriceBasisTable {
  postcode_area: string;
  commodity_id: number;
  basis: Numeric;
}

export interface CollectionAddressesTable {
  address_number: Generated<number>;
  account_reference: string;
  address_name: string;
  address_lines: string[];
  postcode: string;
}

export interface MarketTicksTable {
  seq: ColumnType<string, number | string, never>;
  at: ColumnType<Date, Date, never>;
  payload: ColumnType<unknown, string, never>;
}

/** Migration 0013: selling grain (server/src/modules/selling). */
export interface SaleQuotesTable {
  id: string;
  account_reference: string;
  user_id: string;
  commodity_id: number;
  farm_address_id: number;
  price_type: PriceType;
  sell_reference: string;
  quantity: number;
  variety_list: number[];
  /** numeric: both drivers answer it as text. */
  sale_price: ColumnType<string, number, number>;
  delivery_month: string;
  /** Calendar dates; read them as text (`to_char`), as `assurance_last_modified`. */
  contract_period_from: string;
  contract_period_to: string;
  contract_period_split: boolean;
  crop_year: number;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: DefaultedTimestamp;
}

/** Spec 3 §3's contract statuses. */
export type ContractStatus =
  | 'Open'
  | 'Complete'
  | 'Cancelled'
  | 'Pending Approval'
  | 'Rejected'
  | 'Pending Pre-pay'
  | 'On Hold'
  | 'Partially Dispatched'
  | 'Partially Received';

type Money = ColumnType<string, number | undefined, number>;

export interface ContractsTable {
  reference: string;
  account_reference: string;
  sale_or_purchase: 'SALE' | 'PURCHASE';
  status: ContractStatus;
  date_created: DefaultedTimestamp;
  date_movement_from: string | null;
  date_movement_to: string | null;
  crop_year: number | null;
  order_reference: string | null;
  document_no: string | null;
  created_by: string | null;
  quote_id: string | null;
  /** How the contract was made: 'online' for a sale in MyFarm. */
  source: string;
  value_gross: Money;
  value_outstanding: Money;
  value_paid: Money;
  date_due_to: string | null;
  commodity_id: number | null;
  farm_address_id: number | null;
  price_type: PriceType | null;
  sell_reference: string | null;
  delivery_month: string | null;
  varieties: ColumnType<number[], number[] | undefined, number[]>;
}

export interface ContractProductsTable {
  contract_reference: string;
  line_no: number;
  product: string;
  package_code: string;
  quantity_contracted: Money;
  unit_of_measure: Generated<string>;
  unit_price: Money;
  moved_quantity: Money;
}

export interface DocumentsTable {
  document_no: string;
  account_reference: string;
  kind: 'contract-note';
  file_name: string;
  content: Uint8Array;
  content_type: string;
  created_at: DefaultedTimestamp;
}

export interface IdempotencyKeysTable {
  account_reference: string;
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
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
  email_preferences: EmailPreferencesTable;
  feature_toggles: FeatureTogglesTable;
  audit_log: AuditLogTable;
  activation_codes: ActivationCodesTable;
  password_reset_requests: PasswordResetRequestsTable;
  release_notes: ReleaseNotesTable;
  legal_pages: LegalPagesTable;
  app_downtimes: AppDowntimesTable;
  tile_maintenance: TileMaintenanceTable;
  video_configs: VideoConfigsTable;
  dashboard_menus: DashboardMenusTable;
  release_note_states: ReleaseNoteStatesTable;
  terms_acceptances: TermsAcceptancesTable;
  partners: PartnersTable;
  rate_limit_counters: RateLimitCountersTable;
  database_settings: DatabaseSettingsTable;
  failure_counters: FailureCountersTable;
  data_version: DataVersionTable;
  limus_products: LimusProductsTable;
  wheat_nitrogen_guideline: WheatNitrogenGuidelineTable;
  commodities: CommoditiesTable;
  varieties: VarietiesTable;
  price_preference_profiles: PricePreferenceProfilesTable;
  account_price_preferences: AccountPricePreferencesTable;
  price_basis: PriceBasisTable;
  collection_addresses: CollectionAddressesTable;
  market_ticks: MarketTicksTable;
  sale_quotes: SaleQuotesTable;
  contracts: ContractsTable;
  contract_products: ContractProductsTable;
  documents: DocumentsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
/**
 * Who a signed-in caller is: the parts of the user record that only an operator changes (`npm run users`, the
 * seeds), never the user's own actions. It is what the API keeps for a token's life; what the user changes
 * (terms, activation, the last accessed account) is read fresh by the routes that answer it.
 */
export type UserIdentity = Pick<UserRow, 'id' | 'email' | 'username' | 'name' | 'internal' | 'groups' | 'created_at'>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type NewTile = Insertable<TilesTable>;

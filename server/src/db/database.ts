import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AccountUsersTable,
  AccountsTable,
  OidcPayloadsTable,
  ServerKeysTable,
  TilesTable,
  UserTilesTable,
  UsersTable,
  ViewAsSessionsTable,
} from './tables/identity-tables';
import type { ActivationCodesTable, AuditLogTable, EmailPreferencesTable, FeatureTogglesTable, PasswordResetRequestsTable } from './tables/access-tables';
import type {
  AppDowntimesTable,
  DashboardMenusTable,
  LegalPagesTable,
  LimusProductsTable,
  MarketReportsTable,
  ReleaseNoteStatesTable,
  ReleaseNotesTable,
  TermsAcceptancesTable,
  TileMaintenanceTable,
  VideoConfigsTable,
  WheatNitrogenGuidelineTable,
} from './tables/content-tables';
import type {
  DataVersionTable,
  DatabaseSettingsTable,
  FailureCountersTable,
  IntegrationClientsTable,
  IntegrationRecordsTable,
  PartnersTable,
  RateLimitCountersTable,
} from './tables/infrastructure-tables';
import type {
  AccountPricePreferencesTable,
  CollectionAddressesTable,
  CommoditiesTable,
  FuturesBarCoverageTable,
  FuturesBarsTable,
  ManualPricesTable,
  MarketTicksTable,
  PriceBasisTable,
  PriceDeskSettingsTable,
  PricingVersionTable,
  PricePreferenceProfilesTable,
  VarietiesTable,
} from './tables/crop-marketing-tables';
import type {
  AlertContactPreferencesTable,
  AlertFiringsTable,
  OutboxTable,
  PriceAlertsTable,
  PriceWatchesTable,
  StandingOffersTable,
  UserNotificationsTable,
  LoadNotificationPreferencesTable,
} from './tables/alert-tables';
import type { AlertDestinationsTable } from './tables/alert-destination-tables';
import type { ContractProductsTable, ContractsTable, DocumentsTable, IdempotencyKeysTable, SaleQuotesTable, SellingPausesTable } from './tables/selling-tables';
import type { AccountInvitationsTable } from './tables/invitation-tables';
import type { RevokedGrantsTable } from './tables/revoked-grant-tables';
import type {
  HaulierSelfBillsTable,
  InvoiceLinesTable,
  InvoicesTable,
  MovementsTable,
  MyAccountVersionsTable,
  OrdersTable,
  ParcelListsTable,
  ParcelSamplesTable,
  ParcelsTable,
  PriceAdjustmentsTable,
  SampleResultsTable,
  SamplesTable,
  SampleVarietiesTable,
} from './tables/my-account-tables';

export type * from './tables/identity-tables';
export type * from './tables/access-tables';
export type * from './tables/content-tables';
export type * from './tables/infrastructure-tables';
export type * from './tables/crop-marketing-tables';
export type * from './tables/selling-tables';
export type * from './tables/alert-tables';
export type * from './tables/alert-destination-tables';
export type * from './tables/my-account-tables';
export type * from './tables/invitation-tables';

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
  integration_clients: IntegrationClientsTable;
  integration_records: IntegrationRecordsTable;
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
  manual_prices: ManualPricesTable;
  price_desk_settings: PriceDeskSettingsTable;
  pricing_version: PricingVersionTable;
  collection_addresses: CollectionAddressesTable;
  market_ticks: MarketTicksTable;
  futures_bars: FuturesBarsTable;
  futures_bar_coverage: FuturesBarCoverageTable;
  sale_quotes: SaleQuotesTable;
  contracts: ContractsTable;
  selling_pauses: SellingPausesTable;
  contract_products: ContractProductsTable;
  documents: DocumentsTable;
  idempotency_keys: IdempotencyKeysTable;
  market_reports: MarketReportsTable;
  price_alerts: PriceAlertsTable;
  standing_offers: StandingOffersTable;
  price_watches: PriceWatchesTable;
  alert_firings: AlertFiringsTable;
  user_notifications: UserNotificationsTable;
  load_notification_preferences: LoadNotificationPreferencesTable;
  outbox: OutboxTable;
  alert_contact_preferences: AlertContactPreferencesTable;
  alert_destinations: AlertDestinationsTable;
  view_as_sessions: ViewAsSessionsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  orders: OrdersTable;
  haulier_self_bills: HaulierSelfBillsTable;
  price_adjustments: PriceAdjustmentsTable;
  samples: SamplesTable;
  sample_results: SampleResultsTable;
  movements: MovementsTable;
  my_account_versions: MyAccountVersionsTable;
  sample_varieties: SampleVarietiesTable;
  parcel_lists: ParcelListsTable;
  parcels: ParcelsTable;
  parcel_samples: ParcelSamplesTable;
  account_invitations: AccountInvitationsTable;
  revoked_grants: RevokedGrantsTable;
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

/** The database, typed by its tables. */
export type Db = Kysely<Database>;

// @farm/core: the portal's React-free core, one import-map module shared by the root config and every widget.
export * from './bus';
export * from './api';
export * from './audit';
export * from './format';
// Of the sign-in, what a widget calls; the root config drives the rest from @farm/auth itself.
export { clientConfig, signIn } from '@farm/auth';
export * from './storage';
// The domain's values that need no zod which the widgets and the root config use, by name (the server takes all of
// them from @farm/core/domain), and the types its schemas infer, not the schemas: loading the core evaluates no
// schema, and a browser never validates with one (the server does, with @farm/core/domain).
export { ACTIVATION_CODE_INCORRECT } from './domain/activation-messages';
export { activeAppDowntime, activeTileDowntime, releaseForPopup, upcomingMaintenance, type UpcomingMaintenance } from './domain/content-rules';
export { FUTURES_CONTRACTS, futuresDecimals } from './domain/futures-markets-constants';
export { MAINTENANCE_TITLE, maintenanceMessage, upcomingMaintenanceMessage } from './domain/maintenance-message';
export { PRICE_REFRESH_MS, PRICE_TYPE_LABELS, type PriceType } from './domain/market-data-constants';
export { PARTNER_ERROR_CODES, PARTNER_KEY_HEADER } from './domain/partner';
export { INTERNAL_USER_PASSWORD_MESSAGE, INTERNAL_USER_PASSWORD_TITLE } from './domain/password-reset';
export { NO_COLLECTION_ADDRESS_DIALOG, shellDialogMessages } from './domain/shell-dialogs';
export { tileMenuState } from './domain/tile-access';
export { VIEW_AS_HEADER, viewAsMessages } from './domain/view-as-constants';
export type {
  Account,
  ActivationBody,
  ContractPeriod,
  Downtime,
  DowntimeContent,
  EmailPreferences,
  EmbedPrices,
  FeatureToggle,
  FuturesCommodity,
  FuturesContract,
  FuturesSnapshot,
  MarketTick,
  PortalNotification,
  PriceRow,
  Prices,
  ReleaseNote,
  ReleaseNoteStateUpdate,
  StaffAccount,
  Tile,
  User,
  ViewAsHistoryEntry,
} from './domain/schemas';
export * from './flags';
export * from './routes';
export * from './elements';
export * from './query';
export * from './market';

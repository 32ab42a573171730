// @farm/core: the portal's React-free core, one import-map module shared by the root config and every widget.
export * from './bus';
export * from './api';
export * from './audit';
export * from './format';
export * from '@farm/auth';
export * from './storage';
// The domain's values that need no zod, and the types its schemas infer, not the schemas: loading the core evaluates
// no schema, and a browser never validates with one (the server does, with @farm/core/domain).
export * from './domain/zod-free';
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

// Tables every instance shares to act as one: rate limits, failure counters, cache versions, settings, partners, integration clients.
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

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

/** Migration 0026: the merchant's systems that call the integration API (server/src/modules/integration). */
export interface IntegrationClientsTable {
  client_id: string;
  name: string;
  scopes: string[];
  /** Null for a client of another issuer (migration 0033). */
  secret_hash: string | null;
  /** Migration 0033: the issuer a client gets its tokens from, and its id there; null for the embedded provider. */
  issuer: ColumnType<string | null, string | null | undefined, string | null>;
  issuer_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
  secret_rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0027: the version and content hash of each record the integration API last wrote. */
export interface IntegrationRecordsTable {
  kind: string;
  external_id: string;
  /** bigint, read as text. */
  version: ColumnType<string, number | string, number | string>;
  content_hash: string;
  client_id: string;
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

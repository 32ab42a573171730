import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

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

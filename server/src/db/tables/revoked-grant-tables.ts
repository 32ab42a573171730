// Migration 0024: grants the embedded provider revoked, until their last access token has expired.
import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

export interface RevokedGrantsTable {
  grant_id: string;
  revoked_at: DefaultedTimestamp;
  expires_at: ColumnType<Date, Date, Date>;
}

import type { NotificationType } from '@farm/area-alerts/domain';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Migration 0023: the e-mail addresses and UK mobile numbers a user confirms for alerts (issue 27 §7). */
export interface AlertDestinationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationType;
  /** A lower-case e-mail address, or a +447… number (`destinationValue`). */
  value: string;
  confirmed_at: NullableTimestamp;
  /** The waiting code's scrypt hash; null once confirmed or while none waits. */
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  /** Entries of the waiting code so far, counted before each is checked. */
  code_attempts: Generated<number>;
  code_sent_at: NullableTimestamp;
  /** Codes sent since `codes_window_from`, for the daily caps. */
  codes_sent: Generated<number>;
  codes_window_from: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

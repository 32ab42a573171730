import {
  DESTINATION_CODE_RESEND_SECONDS,
  DESTINATION_CODE_TTL_MINUTES,
  DESTINATION_CODES_PER_DAY,
  USER_DESTINATION_CODES_PER_DAY,
  type NotificationType,
} from '@farm/area-alerts/domain';
import type { Selectable } from 'kysely';
import type { AlertDestinationsTable, Db } from '../../db';
import type { ApiError } from '../../http';
import { destinationErrors } from './destination-errors';
import { destinationKey, findDestination } from './destination-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CodeRecord = { row: Selectable<AlertDestinationsTable> } | { refused: ApiError; retryAfterMs: number };

const refuse = (refused: ApiError, retryAfterMs: number): CodeRecord => ({ refused, retryAfterMs });

export interface CodeToRecord {
  userId: string;
  kind: NotificationType;
  value: string;
  codeHash: string;
  now: Date;
}

/**
 * Stores a new code for a destination, replacing any that waits, unless a cap refuses it: one code a minute per
 * destination, and a few a day per destination and per user, since each lands in someone's inbox or costs an
 * SMS. A confirmed destination gets none. Run it in a transaction: the user's requests queue on their user row
 * (on every instance), so parallel requests cannot pass a cap together.
 */
export async function recordDestinationCode(trx: Db, { userId, kind, value, codeHash, now }: CodeToRecord): Promise<CodeRecord> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const row = await findDestination(trx, userId, kind, value);
  if (row?.confirmed_at) return { row };
  const at = now.getTime();
  if (row?.code_sent_at) {
    const wait = row.code_sent_at.getTime() + DESTINATION_CODE_RESEND_SECONDS * 1000 - at;
    if (wait > 0) return refuse(destinationErrors.resendTooSoon(wait), wait);
  }
  const window = row?.codes_window_from && row.codes_window_from.getTime() + DAY_MS > at ? row.codes_window_from : null;
  const sentInWindow = window ? row!.codes_sent : 0;
  if (window && sentInWindow >= DESTINATION_CODES_PER_DAY) {
    const wait = window.getTime() + DAY_MS - at;
    return refuse(destinationErrors.tooManyCodes(kind, wait), wait);
  }
  const recent = await trx
    .selectFrom('alert_destinations')
    .select(['codes_sent', 'codes_window_from'])
    .where('user_id', '=', userId)
    .where('codes_window_from', '>', new Date(at - DAY_MS))
    .execute();
  if (recent.reduce((sum, r) => sum + r.codes_sent, 0) >= USER_DESTINATION_CODES_PER_DAY) {
    const wait = Math.min(...recent.map((r) => r.codes_window_from!.getTime())) + DAY_MS - at;
    return refuse(destinationErrors.tooManyUserCodes(wait), wait);
  }
  const code = {
    code_hash: codeHash,
    code_expires_at: new Date(at + DESTINATION_CODE_TTL_MINUTES * 60 * 1000),
    code_attempts: 0,
    code_sent_at: now,
    codes_sent: sentInWindow + 1,
    codes_window_from: window ?? now,
  };
  const saved = await trx
    .insertInto('alert_destinations')
    .values({ ...destinationKey(userId, kind, value), ...code })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'value']).doUpdateSet(code))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: saved };
}

/** A code that could not be sent is taken back, and does not count: the user may ask again at once. */
export async function withdrawDestinationCode(db: Db, id: string, codeHash: string): Promise<void> {
  await db
    .updateTable('alert_destinations')
    .set((eb) => ({ code_hash: null, code_expires_at: null, code_sent_at: null, codes_sent: eb('codes_sent', '-', 1) }))
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .execute();
}

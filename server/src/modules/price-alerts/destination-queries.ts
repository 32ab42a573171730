import { DESTINATION_CODE_RESEND_SECONDS, destinationValue, type AlertDestinationState, type NotificationType } from '@farm/area-alerts/domain';
import type { Selectable } from 'kysely';
import type { AlertDestinationsTable, Db } from '../../db';

type DestinationRow = Selectable<AlertDestinationsTable>;

export interface DestinationOwner {
  id: string;
  /** The sign-in e-mail address, which counts as confirmed. */
  email: string;
}

export const isSignInEmail = (owner: DestinationOwner, kind: NotificationType, value: string) => kind === 'email' && value === owner.email.toLowerCase();

/** A destination's key: a user's e-mail address or mobile number (one row each), for `.where(eb => eb.and(…))`. */
export const destinationKey = (userId: string, kind: NotificationType, value: string) => ({ user_id: userId, kind, value });

export const findDestination = (db: Db, userId: string, kind: NotificationType, value: string) =>
  db
    .selectFrom('alert_destinations')
    .selectAll()
    .where((eb) => eb.and(destinationKey(userId, kind, value)))
    .executeTakeFirst();

/** What the user may know of a destination: confirmed or not, and when a code waits; never the code. */
export function destinationState(
  owner: DestinationOwner,
  kind: NotificationType,
  value: string,
  row: DestinationRow | undefined,
  now: Date,
): AlertDestinationState {
  const signInEmail = isSignInEmail(owner, kind, value);
  const confirmed = signInEmail || Boolean(row?.confirmed_at);
  const waiting = !confirmed && row?.code_hash && row.code_expires_at && row.code_expires_at > now ? row.code_expires_at : null;
  const resendAfter = !confirmed && row?.code_sent_at ? new Date(row.code_sent_at.getTime() + DESTINATION_CODE_RESEND_SECONDS * 1000) : null;
  return {
    kind,
    value,
    confirmed,
    signInEmail,
    codeExpiresAt: waiting ? waiting.toISOString() : null,
    resendAfter: resendAfter && resendAfter > now ? resendAfter.toISOString() : null,
  };
}

/** The user's destinations: the sign-in e-mail first, then those they asked to confirm, in the order they asked. */
export async function readDestinations(db: Db, owner: DestinationOwner, now: Date): Promise<AlertDestinationState[]> {
  const rows = await db.selectFrom('alert_destinations').selectAll().where('user_id', '=', owner.id).orderBy('id').execute();
  const signIn = owner.email.toLowerCase();
  return [
    destinationState(owner, 'email', signIn, undefined, now),
    ...rows.filter((row) => !isSignInEmail(owner, row.kind, row.value)).map((row) => destinationState(owner, row.kind, row.value, row, now)),
  ];
}

/**
 * Whether alerts may be sent to `contact` for this user: their sign-in e-mail as it is now, or a destination they
 * confirmed with a code. A contact that is not a valid destination (an SMS number from before UK mobiles only) never is.
 */
export async function isConfirmedDestination(db: Db, userId: string, kind: NotificationType, contact: string): Promise<boolean> {
  const value = destinationValue(kind, contact);
  if (value === null) return false;
  const confirmed = await db
    .selectFrom('alert_destinations')
    .select('id')
    .where((eb) => eb.and(destinationKey(userId, kind, value)))
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (confirmed) return true;
  if (kind !== 'email') return false;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email.toLowerCase() === value;
}

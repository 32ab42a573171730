import { formatDate } from '@farm/core';
import { type AccountUser } from '@farm/area-account-users';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The last sign-in as DD/MM/YYYY HH:mm (spec 1 §9's date, on a 24-hour clock), in the browser's zone; 'Never'
 * for someone who has not signed in, and 'Invitation sent' while an invited user has not activated yet.
 */
export function lastSignInText(user: Pick<AccountUser, 'lastSignIn' | 'invitationPending'>): string {
  if (user.invitationPending) return 'Invitation sent';
  if (!user.lastSignIn) return 'Never';
  const date = new Date(user.lastSignIn);
  return `${formatDate(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

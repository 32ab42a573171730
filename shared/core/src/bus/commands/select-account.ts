import { getMyAccount } from '../../api/accounts/get-my-account';
import { updateLastAccessedAccount } from '../../api/users/update-last-accessed-account';
import { queryClient } from '../../query';
import { writeUserCookie } from '../../storage/user-cookie';
import { account$, accounts$, session$ } from '../state';
import { toast } from './toast';

const BUSINESS_CHANGED_MESSAGE = 'Business was changed successfully';
const BUSINESS_CHANGED_TOAST_MS = 3000;

/**
 * Loads the account and records it as last accessed first, so a failed switch changes nothing; then
 * remembers it in the cookie and makes it the account every widget shows.
 */
async function applyAccount(reference: string): Promise<void> {
  const session = session$.value;
  const [account] = await Promise.all([getMyAccount(reference), session ? updateLastAccessedAccount(session.user.username, reference) : Promise.resolve()]);
  writeUserCookie({ selectedAccount: reference, lastAccessedAccount: reference });
  // Before the new account is published, so no widget can read the old account's data under the new one.
  queryClient.clear();
  accounts$.next(accounts$.value.map((a) => (a.reference === account.reference ? account : a)));
  account$.next(account);
}

/** The business switch: one event after which every widget drops its cache and reloads (spec 1 §2). */
export async function selectAccount(reference: string): Promise<void> {
  if (account$.value?.reference === reference) return;
  await applyAccount(reference);
  toast(BUSINESS_CHANGED_MESSAGE, 'success', BUSINESS_CHANGED_TOAST_MS);
}

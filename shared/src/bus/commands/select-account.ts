import { clearRequestCache, getMyAccount, updateLastAccessedAccount } from '../../api';
import { writeUserCookie } from '../../storage';
import { account$, accounts$, session$ } from '../state';
import { toast } from './toast';

export const BUSINESS_CHANGED_MESSAGE = 'Business was changed successfully';
export const BUSINESS_CHANGED_TOAST_MS = 3000;

/** Remembers the choice in the cookie and on the server, and makes it the account every widget shows. */
async function applyAccount(reference: string): Promise<void> {
  const session = session$.value;
  writeUserCookie({ selectedAccount: reference, lastAccessedAccount: reference });
  clearRequestCache();
  const [account] = await Promise.all([
    getMyAccount(reference),
    session ? updateLastAccessedAccount(session.user.username, reference) : Promise.resolve(),
  ]);
  accounts$.next(accounts$.value.map((a) => (a.reference === account.reference ? account : a)));
  account$.next(account);
}

/** The business switch: one event after which every widget drops its cache and reloads (spec 1 §2). */
export async function selectAccount(reference: string): Promise<void> {
  if (account$.value?.reference === reference) return;
  await applyAccount(reference);
  toast(BUSINESS_CHANGED_MESSAGE, 'success', BUSINESS_CHANGED_TOAST_MS);
}

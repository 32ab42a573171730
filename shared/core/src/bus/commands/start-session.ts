import { configureApi, getCurrentUser, getMyAccounts, getMyFeatures } from '../../api';
import { getAccessToken, getSessionId, rememberSessionId, signedInUser, signIn } from '../../auth';
import { clientConfig } from '../../config';
import { readUserCookie, writeUserCookie } from '../../storage';
import { account$, accounts$, flags$, session$ } from '../state';
import { loadReleaseNotifications, watchDowntime } from './load-content';

/**
 * Signs in when needed, then loads the user and their business accounts and selects one: the cookie's
 * selection if it is still one of theirs, else the last accessed account the server remembers.
 * Resolves false when the browser is being sent to the identity provider.
 */
export async function startSession(): Promise<boolean> {
  const oidcUser = await signedInUser();
  if (!oidcUser) {
    await signIn();
    return false;
  }
  rememberSessionId(typeof oidcUser.profile.sid === 'string' ? oidcUser.profile.sid : undefined);
  configureApi({ apiRoot: clientConfig().apiRoot, getAccessToken, getSessionId });

  const [{ myUser }, accounts, toggles] = await Promise.all([
    getCurrentUser(),
    getMyAccounts(),
    getMyFeatures(),
    // Downtime before the guards first run, so a page under maintenance never flashes (never throws).
    watchDowntime(),
  ]);
  // Flags before the session, so the guards never see a user without their feature toggles.
  flags$.next(toggles);
  session$.next({ user: myUser, internal: myUser.internal, getAccessToken });
  accounts$.next(accounts);
  void loadReleaseNotifications();

  const wanted = readUserCookie().selectedAccount;
  const fromCookie = accounts.find((a) => a.reference === wanted);
  const selected = fromCookie ?? (await getMyAccounts(true))[0] ?? accounts[0];
  if (selected) {
    writeUserCookie({ selectedAccount: selected.reference, lastAccessedAccount: selected.reference });
    account$.next(selected);
  }
  return true;
}

import { configureApi } from '../../api';
import { getStartup } from '../../api/users/get-startup';
import { clientConfig, getAccessToken, getSessionId, rememberSessionId, signedInUser, signIn } from '@farm/auth';
import { readUserCookie, writeUserCookie } from '../../storage/user-cookie';
import { account$, accounts$, flags$, notifications$, releaseNoteState$, session$ } from '../state';
import { watchDowntime } from './load-content';
import { configureViewAs } from './view-as';

/**
 * Signs in when needed, then loads everything the first screen needs in one call (GET /myuser/startup): the
 * user, their business accounts, the one to show (the cookie's selection if it is still theirs, else the last
 * accessed), the toggles, the downtime and the release notifications. Resolves false when the browser is being
 * sent to the identity provider.
 */
export async function startSession(): Promise<boolean> {
  const oidcUser = await signedInUser();
  if (!oidcUser) {
    await signIn();
    return false;
  }
  rememberSessionId(typeof oidcUser.profile.sid === 'string' ? oidcUser.profile.sid : undefined);
  configureApi({ apiRoot: clientConfig().apiRoot, getAccessToken, getSessionId });
  // Staff viewing a business in this tab: the server answers as its lead user, with that one business.
  const viewAs = configureViewAs();

  const startup = await getStartup(viewAs?.account ?? readUserCookie().selectedAccount);
  // Downtime and flags before the session, so the guards never see a user without them: a page under
  // maintenance never flashes, and no tile shows that its toggle hides.
  watchDowntime(startup.downtime);
  flags$.next(startup.toggles);
  const { myUser } = startup.user;
  session$.next({ user: myUser, internal: myUser.internal, getAccessToken, ...(viewAs && { viewAs }) });
  accounts$.next(startup.accounts);
  if (startup.releaseNotes) {
    notifications$.next(startup.releaseNotes.notifications);
    releaseNoteState$.next(startup.releaseNotes.state);
  }

  const selected = startup.accounts.find((account) => account.reference === startup.selectedAccount);
  if (selected) {
    // The cookie is the staff member's own, shared by their tabs: the business they view is not their selection.
    if (!viewAs) writeUserCookie({ selectedAccount: selected.reference, lastAccessedAccount: selected.reference });
    account$.next(selected);
  }
  return true;
}

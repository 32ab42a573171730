import { endSession, signInAfterLogoutElsewhere } from '@farm/auth';
import { endViewAs } from '../../api/view-as/end-view-as';
import { queryClient } from '../../query';
import { clearViewAs, readViewAs } from '../../storage';
import { account$, accounts$, session$ } from '../state';

/** Forgets the signed-in state and every piece of the user's data this page holds, a business viewed as staff included. */
function forgetSession(): void {
  session$.next(null);
  account$.next(null);
  accounts$.next([]);
  queryClient.clear();
  clearViewAs();
}

export async function signOut(): Promise<void> {
  const viewing = readViewAs();
  forgetSession();
  // Closed on the server too, so the session's record says when the member of staff left; signing out goes on regardless.
  if (viewing) await endViewAs(viewing.sessionId).catch(() => undefined);
  await endSession();
}

/** A logout in another tab ends this tab's session too (spec 1 §4); that tab ends the provider session. */
export async function signedOutElsewhere(): Promise<void> {
  forgetSession();
  await signInAfterLogoutElsewhere();
}

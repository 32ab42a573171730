import { endSession, signInAfterLogoutElsewhere } from '@farm/auth';
import { queryClient } from '../../query';
import { account$, accounts$, session$ } from '../state';

/** Forgets the signed-in state and every piece of the user's data this page holds. */
function forgetSession(): void {
  session$.next(null);
  account$.next(null);
  accounts$.next([]);
  queryClient.clear();
}

export async function signOut(): Promise<void> {
  forgetSession();
  await endSession();
}

/** A logout in another tab ends this tab's session too (spec 1 §4); that tab ends the provider session. */
export async function signedOutElsewhere(): Promise<void> {
  forgetSession();
  await signInAfterLogoutElsewhere();
}

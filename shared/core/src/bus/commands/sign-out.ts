import { endSession, signInAfterLogoutElsewhere } from '../../auth';
import { account$, accounts$, session$ } from '../state';

export async function signOut(): Promise<void> {
  session$.next(null);
  account$.next(null);
  accounts$.next([]);
  await endSession();
}

/** A logout in another tab ends this tab's session too (spec 1 §4); that tab ends the provider session. */
export async function signedOutElsewhere(): Promise<void> {
  session$.next(null);
  account$.next(null);
  accounts$.next([]);
  await signInAfterLogoutElsewhere();
}

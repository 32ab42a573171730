import { endSession } from '../../auth';
import { account$, accounts$, session$ } from '../state';

export async function signOut(): Promise<void> {
  session$.next(null);
  account$.next(null);
  accounts$.next([]);
  await endSession();
}

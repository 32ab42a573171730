import { getCurrentUser } from '../../api/users/get-current-user';
import { session$ } from '../state';

/** Reads the user record again after it changed on the server (terms accepted, account activated). */
export async function reloadUser(): Promise<void> {
  const session = session$.value;
  if (!session) return;
  const { myUser } = await getCurrentUser();
  session$.next({ ...session, user: myUser, internal: myUser.internal });
}

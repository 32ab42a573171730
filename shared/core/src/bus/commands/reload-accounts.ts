import { getMyAccounts } from '../../api/accounts/get-my-accounts';
import { accounts$ } from '../state';

/**
 * Reads the user's businesses again after they changed on the server (an invitation accepted), so the switcher
 * lists the new one. The selected business stays as it is: joining one is not switching to it.
 */
export async function reloadAccounts(): Promise<void> {
  accounts$.next(await getMyAccounts());
}

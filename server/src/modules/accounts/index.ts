import type { ApiApp, ApiDeps } from '../../http';
import { registerAccountScope } from './account-scope';
import { getMyAccount } from './get-my-account';
import { getMyAccounts } from './get-my-accounts';
import { getOxburyProfile } from './get-oxbury-profile';
import type { AccountReader } from './load-accounts';

export { findMembership } from './account-queries';
export { registerAccountScope } from './account-scope';
export { accountAdmin, accountMember } from './require-account-member';
export { accountReader, accountsInView, type AccountReader } from './load-accounts';

/** `readAccounts` is the one account read (and its cache) that the start-up route shares. */
export async function accountRoutes(api: ApiApp, deps: ApiDeps, readAccounts: AccountReader): Promise<void> {
  getMyAccounts(api, readAccounts);
  getMyAccount(api, deps, readAccounts);
  // Every /api/accounts/:id/... operation goes in here.
  await registerAccountScope(api, deps, (scoped) => {
    getOxburyProfile(scoped, deps);
  });
}

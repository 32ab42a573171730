import type { ApiApp, ApiDeps } from '../../http';
import { registerAccountScope } from './account-scope';
import { getMyAccount } from './get-my-account';
import { getMyAccounts } from './get-my-accounts';
import { getOxburyProfile } from './get-oxbury-profile';

export { findMembership } from './account-queries';
export { loadAccounts } from './load-accounts';

export async function accountRoutes(api: ApiApp, deps: ApiDeps): Promise<void> {
  getMyAccounts(api, deps);
  getMyAccount(api, deps);
  // Every /api/accounts/:id/... operation goes in here.
  await registerAccountScope(api, deps, (scoped) => {
    getOxburyProfile(scoped, deps);
  });
}

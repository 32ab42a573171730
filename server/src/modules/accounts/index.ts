import type { ApiApp, ApiDeps } from '../../http';
import type { DataChanges } from '../../read-cache';
import { registerAccountScope } from './account-scope';
import { getMyAccount } from './get-my-account';
import { getMyAccounts } from './get-my-accounts';
import { getOxburyProfile } from './get-oxbury-profile';
import { accountReader } from './load-accounts';

export { findMembership } from './account-queries';

export async function accountRoutes(api: ApiApp, deps: ApiDeps, changes: Pick<DataChanges, 'generation'>): Promise<void> {
  const readAccounts = accountReader(deps.db, changes);
  getMyAccounts(api, readAccounts);
  getMyAccount(api, deps, readAccounts);
  // Every /api/accounts/:id/... operation goes in here.
  await registerAccountScope(api, deps, (scoped) => {
    getOxburyProfile(scoped, deps);
  });
}

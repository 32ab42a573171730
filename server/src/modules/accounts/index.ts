import { registerAccountScope } from './account-scope';
import { getMyAccount } from './get-my-account';
import { getMyAccounts } from './get-my-accounts';
import { getOxburyProfile } from './get-oxbury-profile';
import type { PortalModule } from '../portal-module';

export { findMembership } from './account-queries';
export { registerAccountScope } from './account-scope';
export { accountAdmin, accountMember } from './require-account-member';
export { accountReader, accountsInView } from './load-accounts';
export type { AccountReader } from './account-reader';

/** The signed-in user's business accounts, and one account's bank-partner profile. */
export const accountsModule: PortalModule = async (app, services) => {
  getMyAccounts(app, services.readAccounts);
  getMyAccount(app, services, services.readAccounts);
  await registerAccountScope(app, services, (scoped) => {
    getOxburyProfile(scoped, services);
  });
};

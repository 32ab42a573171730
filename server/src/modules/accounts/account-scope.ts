import type { ApiApp, ApiDeps } from '../../http';
import { requireAccountMember } from './require-account-member';

/**
 * Registers routes under `/accounts/:id` behind the membership check, so a route added there cannot forget it.
 * Routes inside declare paths relative to the account, e.g. `/oxbury-profile`.
 */
export async function registerAccountScope(
  api: ApiApp,
  deps: ApiDeps,
  routes: (scoped: ApiApp, deps: ApiDeps) => void,
): Promise<void> {
  await api.register(
    async (scoped) => {
      scoped.addHook('preHandler', requireAccountMember(deps.db));
      routes(scoped, deps);
    },
    { prefix: '/accounts/:id' },
  );
}

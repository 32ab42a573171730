import type { ApiApp, ApiDeps } from '../../http';

/**
 * Registers routes under `/accounts/:id`. Each declares `config: { access: accountMember(db) }`; the API scope
 * refuses to start with an account route that does not, so a route added here cannot forget the check.
 * Routes inside declare paths relative to the account, e.g. `/oxbury-profile`.
 */
export async function registerAccountScope(api: ApiApp, deps: ApiDeps, routes: (scoped: ApiApp, deps: ApiDeps) => void): Promise<void> {
  await api.register(async (scoped) => routes(scoped, deps), { prefix: '/accounts/:id' });
}

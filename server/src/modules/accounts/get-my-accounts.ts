import { accountListQuerySchema, accountListSchema, envelopeSchema, errorEnvelopeSchema } from '@farm/core/domain';
import { errors, ok, type ApiApp } from '../../http';
import type { AccountReader } from './load-accounts';

/** GET /api/myuser/accounts: the business accounts the signed-in user may switch between (spec 1 §7). */
export function getMyAccounts(app: ApiApp, readAccounts: AccountReader): void {
  app.get(
    '/myuser/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's business accounts",
        description:
          'With `filterBy=lastAccessedAccount=true` only the last accessed account (or the first one when none is recorded).',
        querystring: accountListQuerySchema,
        response: { 200: envelopeSchema(accountListSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { accounts, lastAccessedAccount } = await readAccounts(request.auth.user);
      if (accounts.length === 0) throw errors.noConfiguration();
      if (request.query.filterBy === 'lastAccessedAccount=true') {
        const last = accounts.find((account) => account.reference === lastAccessedAccount);
        return ok({ accounts: [last ?? accounts[0]!] });
      }
      return ok({ accounts });
    },
  );
}

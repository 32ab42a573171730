import { accountListQuerySchema, accountListSchema, envelopeSchema } from '@farm/core/domain';
import { type ApiApp, errorResponses, errors, ok, serialisedOnce } from '../../http';
import type { AccountReader } from './account-reader';
import { accountsInView } from './load-accounts';

/** GET /api/myuser/accounts: the business accounts the signed-in user may switch between (spec 1 §7). */
export function getMyAccounts(app: ApiApp, readAccounts: AccountReader): void {
  const response = envelopeSchema(accountListSchema);
  const answers = serialisedOnce(response);
  app.get(
    '/myuser/accounts',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'listMyAccounts',
        tags: ['accounts'],
        summary: "The signed-in user's business accounts",
        description: 'With `filterBy=lastAccessedAccount=true` only the last accessed account (or the first one when none is recorded).',
        querystring: accountListQuerySchema,
        response: { 200: response, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const read = accountsInView(await readAccounts(request.auth.user), request.auth);
      const { accounts, lastAccessedAccount } = read;
      if (accounts.length === 0) throw errors.noConfiguration();
      const filter = request.query.filterBy ?? 'none';
      return answers.send(reply, read, filter, () => {
        if (filter !== 'lastAccessedAccount=true') return ok({ accounts });
        const last = accounts.find((account) => account.reference === lastAccessedAccount);
        return ok({ accounts: [last ?? accounts[0]!] });
      });
    },
  );
}

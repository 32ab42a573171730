import { accountReferenceSchema, accountSchema, envelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import type { AccountReader } from './account-reader';
import { accountMember } from './require-account-member';

/** GET /api/myuser/accounts/:id: one business account of the signed-in user. */
export function getMyAccount(app: ApiApp, { db }: ApiDeps, readAccounts: AccountReader): void {
  app.get(
    '/myuser/accounts/:id',
    {
      schema: {
        operationId: 'getMyAccount',
        tags: ['accounts'],
        summary: 'One business account of the signed-in user',
        params: z.object({ id: accountReferenceSchema }),
        response: {
          200: envelopeSchema(z.object({ account: accountSchema })),
          ...errorResponses(401, 403),
        },
      },
      config: { access: accountMember(db) },
    },
    async (request) => {
      const account = (await readAccounts(request.auth.user)).accounts.find((candidate) => candidate.reference === request.params.id);
      // Membership was checked before anything else; the account can only vanish in between.
      if (!account) throw errors.accountForbidden();
      return ok({ account });
    },
  );
}

import { oxburyProfileSchema } from '@farm/area-bank-partner/domain';
import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from './require-account-member';

/**
 * GET /api/accounts/:id/oxbury-profile: whether the business banks with the partner bank (spec 1 §6, §7).
 * Only for members of the account, like every route of the account scope.
 */
export function getOxburyProfile(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/oxbury-profile',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getOxburyProfile',
        tags: ['accounts'],
        summary: 'Whether the business account is a customer of the partner bank',
        params: z.object({ id: accountReferenceSchema }),
        response: {
          200: envelopeSchema(oxburyProfileSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('accounts')
        .select('is_oxbury_customer')
        .where('reference', '=', request.accountAccess.reference)
        .executeTakeFirstOrThrow();
      return ok({ isOxburyCustomer: row.is_oxbury_customer });
    },
  );
}

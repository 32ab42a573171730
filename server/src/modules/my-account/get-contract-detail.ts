import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { contractDetailSchema, myAccountMessages } from '@farm/area-my-account/domain';
import * as z from 'zod';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { readContractDetail } from './contract-detail-queries';

/** GET /accounts/{id}/contracts/{reference}: the contract details (or order details) dialog in one answer. */
export function getContractDetail(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/contracts/:reference',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getContractDetail',
        tags: ['my account'],
        summary: 'A contract with its movements, invoices or self bills, samples and price adjustments (the last two for sales)',
        params: z.object({ id: accountReferenceSchema, reference: z.string().min(1).max(40) }),
        response: { 200: envelopeSchema(contractDetailSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await readContractDetail(db, request.accountAccess.reference, request.params.reference);
      // Another account's contract gets the answer an unknown one gets: nothing says it exists.
      if (!detail) throw new ApiError(404, 'CONTRACT_NOT_FOUND', myAccountMessages.contractNotFound);
      return ok(detail);
    },
  );
}

import { randomUUID } from 'node:crypto';
import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { QUOTE_SECONDS, saleDraftSchema, saleQuoteResponseSchema } from '@farm/area-crop-marketing/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { assertVarietiesOf } from './assert-varieties';
import { insertQuote } from './quote-queries';
import { rowQuestion } from './row-question';
import { sellingErrors } from './selling-errors';
import type { SellingOptions } from './selling-options';
import { assertMayTrade } from './trading-gate';

/**
 * POST /api/accounts/:id/quotes: the server's price for the sale the user has chosen (spec 2 §4: entering the
 * confirm step refreshes the price), held for QUOTE_SECONDS for this account and this user alone. The contract
 * route sells only at a quote's price, so the price a farmer sells at is always the server's.
 */
export function postQuote(app: ApiApp, { db }: ApiDeps, { pricing, clock }: SellingOptions): void {
  app.post(
    '/quotes',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'createSaleQuote',
        tags: ['crop marketing'],
        summary: 'A price for a sale of grain, held for two minutes',
        params: z.object({ id: accountReferenceSchema }),
        body: saleDraftSchema,
        response: {
          200: envelopeSchema(saleQuoteResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const draft = request.body;
      const owner = { accountReference: request.accountAccess.reference, userId: request.auth.user.id };
      const now = new Date(clock());
      await assertMayTrade(pricing, owner.accountReference, owner.userId, now, draft.commodityId);
      const row = await pricing.priceOf(rowQuestion(owner.accountReference, draft));
      if (!row) throw sellingErrors.noPricing();
      await assertVarietiesOf(pricing, draft, row.commodityName);
      const quote = {
        id: randomUUID(),
        draft,
        salePrice: row.price,
        deliveryMonth: row.deliveryMonth,
        contractPeriod: row.contractPeriod,
        expiresAt: new Date(now.getTime() + QUOTE_SECONDS * 1000),
      };
      await insertQuote(db, owner, quote);
      return ok({ quote: { ...draft, quoteId: quote.id, salePrice: quote.salePrice, expiresAt: quote.expiresAt.toISOString() } });
    },
  );
}

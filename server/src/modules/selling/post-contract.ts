import { accountReferenceSchema, envelopeSchema, errorEnvelopeSchema } from '@farm/core/domain';
import { saleRequestSchema, saleResponseSchema, type SaleRequest, type SaleResponse } from '@farm/area-crop-marketing/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { claimKey, findAnswer, storeAnswer, type IdempotencyScope, type StoredAnswer } from './idempotency-keys';
import { prepareSale } from './prepare-sale';
import { lockUnusedQuote } from './quote-queries';
import { saleRequestHash } from './sale-request-hash';
import { sellingErrors } from './selling-errors';
import type { SellingOptions } from './selling-options';
import { writeSaleContract } from './write-sale-contract';

const KEY_RULE = 'Send an Idempotency-Key header of 1 to 100 characters, the same on every try of one sale.';
const REPLAYED_HEADER = 'idempotent-replayed';

/** The first answer to this key again, or 422 when the key came with another body. */
function answerAgain(reply: FastifyReply, stored: StoredAnswer, requestHash: string) {
  if (stored.requestHash !== requestHash) throw sellingErrors.idempotencyKeyReused();
  return reply.code(stored.statusCode).header(REPLAYED_HEADER, 'true').send(stored.response);
}

/**
 * POST /api/accounts/:id/contracts (spec 2 §4 'Selling grain', §7 'Sell grain'): sells at a quote's price, once.
 * Everything that reads (access, trading times, the quote, the market data) happens before the transaction, which
 * only claims the key, takes the quote and writes: the market data reads through the pool, and a transaction
 * waiting for a connection while others wait on its key would stall it (with PGlite's one connection, for good).
 */
export function postContract(app: ApiApp, { db }: ApiDeps, { pricing, clock }: SellingOptions): void {
  app.post(
    '/contracts',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'createSaleContract',
        tags: ['crop marketing'],
        summary: "Sells grain at a quote's price; the same Idempotency-Key and body answer the first result again",
        params: z.object({ id: accountReferenceSchema }),
        headers: z.looseObject({ 'idempotency-key': z.string({ error: KEY_RULE }).min(1, KEY_RULE).max(100, KEY_RULE) }),
        body: saleRequestSchema,
        response: {
          // A made contract is HTTP 201, and its envelope says 201 too (installEnvelopeStatus; issue 26 §6).
          201: envelopeSchema(saleResponseSchema),
          ...errorResponses(400, 401, 403, 404),
          409: errorEnvelopeSchema.extend({ data: z.object({ salePrice: z.number() }).optional() }),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sale: SaleRequest = request.body;
      const account = request.accountAccess.reference;
      const { user, sessionId } = request.auth;
      const scope: IdempotencyScope = { accountReference: account, userId: user.id, key: request.headers['idempotency-key'] };
      const requestHash = saleRequestHash(sale);

      // A finished request with this key answers again, whatever has changed since (the market may have closed).
      const earlier = await findAnswer(db, scope);
      if (earlier) return answerAgain(reply, earlier, requestHash);

      const prepared = await prepareSale(db, pricing, { request: sale, accountReference: account, user, now: new Date(clock()) });
      // A refusal thrown in here rolls the key back too: nothing was sold, so the same request may be tried again.
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await claimKey(trx, scope, requestHash))) return { made: false as const, earlier: await findAnswer(trx, scope) };
        if ('refusal' in prepared) throw prepared.refusal;
        // Whether the quote is still unused is decided after the key too: this very key may have used it a moment ago.
        if (!(await lockUnusedQuote(trx, prepared.sale.quote.id))) throw sellingErrors.quoteUsed();
        const made = await writeSaleContract(trx, { ...prepared.sale, audit: { sessionId, url: request.url } });
        // The spec's answer names the contract's reference contractRef (spec 2 §3).
        const response = ok({ contractRef: made.contractReference, documentNo: made.documentNo } satisfies SaleResponse);
        await storeAnswer(trx, scope, 201, response);
        return { made: true as const, response };
      });
      if (outcome.made) return reply.code(201).send(outcome.response);
      if (!outcome.earlier) throw new Error('An idempotency key was taken but holds no answer.');
      return answerAgain(reply, outcome.earlier, requestHash);
    },
  );
}

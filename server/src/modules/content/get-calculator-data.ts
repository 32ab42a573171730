import { CALCULATOR_DATA_MAX_AGE_SECONDS, limusProductListSchema, wheatNitrogenGuidelineSchema } from '@farm/area-calculators/domain';
import { envelopeSchema, errorEnvelopeSchema } from '@farm/core/domain';
import { notModifiedResponse, ok, sendCacheable, type ApiApp, type ApiDeps, type CachePolicy } from '../../http';
import { findLimusProducts, findWheatNitrogenGuideline } from './calculator-queries';

/** Public content changes rarely and is the same for everyone: browsers and proxies may keep it briefly. */
const CALCULATOR_DATA_CACHE: CachePolicy = { scope: 'public', maxAgeSeconds: CALCULATOR_DATA_MAX_AGE_SECONDS };

/**
 * The calculators' data, read-only and WITHOUT sign-in: the calculators are embedded on the supplier's marketing
 * pages, where nobody is signed in. Registered outside the bearer-token scope under /api/public/calculators.
 */
export function publicCalculatorRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/limus-products',
    {
      schema: {
        operationId: 'getPublicLimusProducts',
        tags: ['calculators'],
        summary: 'The Limus products (public)',
        response: { 200: envelopeSchema(limusProductListSchema), ...notModifiedResponse, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, ok({ products: await findLimusProducts(db) }), CALCULATOR_DATA_CACHE),
  );
  app.get(
    '/wheat-nitrogen-guideline',
    {
      schema: {
        operationId: 'getPublicWheatNitrogenGuideline',
        tags: ['calculators'],
        summary: 'The wheat nitrogen guideline figure (public)',
        response: { 200: envelopeSchema(wheatNitrogenGuidelineSchema), ...notModifiedResponse, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, ok(await findWheatNitrogenGuideline(db)), CALCULATOR_DATA_CACHE),
  );
}

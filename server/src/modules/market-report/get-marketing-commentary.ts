import { envelopeSchema } from '@farm/core/domain';
import { marketCommentarySchema } from '@farm/area-content/domain';
import { signedIn } from '../../access';
import { type ApiApp, type ApiDeps, type CachePolicy, errorResponses, notModifiedResponse, ok, sendCacheable } from '../../http';
import { findLatestPublished } from './market-report-queries';

/**
 * The same for every signed-in user, but a trader who has just published expects farmers to see it at once:
 * the browser revalidates every time, and the ETag makes an unchanged report an empty 304.
 */
const COMMENTARY_CACHE: CachePolicy = { scope: 'private', maxAgeSeconds: 0 };

/** GET /api/marketing-commentary (spec 2 §7): the latest published market report, or null before the first. */
export function getMarketingCommentary(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/marketing-commentary',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'getMarketingCommentary',
        tags: ['content'],
        summary: 'The latest published market report, as sanitised HTML',
        response: { 200: envelopeSchema(marketCommentarySchema), ...notModifiedResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCacheable(request, reply, ok({ report: await findLatestPublished(db) }), COMMENTARY_CACHE),
  );
}

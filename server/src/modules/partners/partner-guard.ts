import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { partnerErrors } from './partner-errors';
import type { PartnerDirectory } from './partner-directory';
import { partnerKeyOf, partnerOf } from './partner-of-request';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every route of the scope serves `widget` to partners only: a key is required, it must belong to an
 * active partner, the page's origin (when the browser names one) must be on its list, and so must the widget;
 * then the key's allowance in this instance (`keyLimit`) is counted. All of it from memory: only a request that
 * passes reaches the database's count, the allowance shared by every instance.
 * A request without an Origin header is a same-origin page (our own catalogue) or not a browser at all.
 */
export function requirePartner(app: FastifyInstance, directory: PartnerDirectory, widget: string, keyLimit: Hook): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    // The answer depends on the key, so a browser must not reuse one kept for another key (CORS adds Origin).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, X-Partner-Key` : 'X-Partner-Key');
    if (!partnerKeyOf(request)) throw partnerErrors.keyMissing();
    const partner = await partnerOf(directory, request);
    if (!partner) throw partnerErrors.keyInvalid();
    const origin = request.headers.origin;
    if (origin && !partner.allowed_origins.includes(origin)) throw partnerErrors.originForbidden(origin);
    if (!partner.allowed_widgets.includes(widget)) throw partnerErrors.widgetForbidden(widget);
    await keyLimit(request, reply);
  });
}

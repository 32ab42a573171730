import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { weakEtag } from '../http';
import { cspNonce } from '../http/csp-nonce';

/**
 * Where a page's CSP nonce goes (`nonce="%%NONCE%%"`): in root-config/index.html, the dev page template, the
 * embed catalogue (scripts/build/embed-catalogue-page.mjs) and whatever the server renders into them.
 */
export const NONCE_SLOT = '%%NONCE%%';

/**
 * Sends a page whose only per-response part is its CSP nonce, and answers 304 when the browser's copy is
 * current. The ETag is the page with the slot still in it, so it changes with the template, the import map, the
 * configuration or anything else rendered into it, and not with the nonce. A 304 carries no policy: the browser
 * then keeps the stored one, whose nonce is the stored page's (Chromium replaces stored headers with a 304's,
 * and a fresh nonce there would block every inline script of the page it keeps).
 *
 * Only for pages made of the build's files and the operator's configuration: request data in `page` could
 * carry the slot and be given the nonce.
 */
export function sendNoncedPage(request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  const etag = weakEtag(page);
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (fresh(request.headers, { etag })) {
    reply.raw.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  const nonce = cspNonce(reply.raw);
  return reply.type('text/html; charset=utf-8').send(page.replaceAll(NONCE_SLOT, () => nonce));
}

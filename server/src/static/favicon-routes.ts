import type { FastifyInstance } from 'fastify';
import { faviconSvg } from './favicon';
import { faviconIco } from './favicon-ico';

const ONE_DAY = 'public, max-age=86400';

/**
 * /favicon.svg, which index.html links, and /favicon.ico, which browsers ask for on every page whatever the page
 * says. Drawn once, on the first request, from the same shapes.
 */
export function faviconRoutes(app: FastifyInstance): void {
  let ico: Buffer | undefined;
  const svg = faviconSvg();
  app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', ONE_DAY).type('image/svg+xml').send(svg));
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => {
    ico ??= faviconIco();
    return reply.header('cache-control', ONE_DAY).type('image/x-icon').send(ico);
  });
}

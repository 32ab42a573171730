import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { errorBody, withPolicy } from '../../http';
import { createFileCache } from '../../static/file-cache';
import { sendBuiltFile, sendNoncedPage } from '../../static';
import { CATALOGUE_DIRECTIVES, renderCatalogue } from './render-catalogue';

/** Entry names are stable (partners hard-code them), so they may be stale for five minutes at most. */
const ENTRY_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY_FILE = /^[a-z0-9-]+\.js(\.map|\.LEGAL\.txt)?$/;
const CHUNK_FILE = /^[\w.-]+\.js(\.map|\.LEGAL\.txt)?$/;

/**
 * Module scripts load in CORS mode: every partner page must be able to read them. Cross-origin, not the
 * same-origin resource policy the security headers give everything else (a partner page fetching them in
 * no-cors mode, as a preload can, would be refused).
 */
function crossOrigin(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * /embed/: the embed build (scripts/build/embed-build.mjs): `/embed/<tag>.js` entries with a short cache
 * and an ETag, `/embed/chunks/*` immutable, and the catalogue page at /embed/ under its own CSP, with a nonce.
 * Registered on the root instance after registerStatic, whose reply.sendFile it uses.
 */
export function embedRoutes(app: FastifyInstance, config: Config): void {
  const readCatalogue = createFileCache(path.join(path.resolve(config.staticDir), 'embed/index.html'));
  const notFound = (reply: FastifyReply) => reply.code(404).send(errorBody(404, 'NOT_FOUND', 'Not found.'));

  app.get('/embed', { schema: { hide: true } }, (_request, reply) => reply.redirect('/embed/'));
  app.get('/embed/', withPolicy(CATALOGUE_DIRECTIVES), async (request, reply) => {
    const template = await readCatalogue();
    if (template === undefined) return notFound(reply);
    return sendNoncedPage(request, reply, renderCatalogue(template, { partnerKey: config.embed.previewPartnerKey, publicUrl: config.publicUrl }));
  });
  app.get('/embed/chunks/:file', { schema: { hide: true } }, (request, reply) => {
    const { file } = request.params as { file: string };
    if (!CHUNK_FILE.test(file)) return notFound(reply);
    return sendBuiltFile(crossOrigin(reply), `embed/chunks/${file}`, IMMUTABLE);
  });
  app.get('/embed/:file', { schema: { hide: true } }, (request, reply) => {
    const { file } = request.params as { file: string };
    if (!ENTRY_FILE.test(file)) return notFound(reply);
    return sendBuiltFile(crossOrigin(reply), `embed/${file}`, ENTRY_CACHE);
  });
}

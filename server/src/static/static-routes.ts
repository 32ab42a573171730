import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errorBody, pageRoute } from '../http';
import type { DiscoveryDocument } from '../auth';
import { clientConfigOf } from './client-config';
import { faviconRoutes } from './favicon-routes';
import { createFileCache } from './file-cache';
import { sendNoncedPage } from './nonced-page';
import { preloadsFor, type PreloadManifest } from './preload-links';
import { renderIndexHtml } from './render-index-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Paths that are never the single-page app: a miss there is a real 404. */
const NOT_SPA = /^\/(api|oidc|assets|dev|embed|healthz|readyz|importmap\.json)(\/|$|\?)/;
/** A widget's dev page (dev/NAME/index.html); the other files under /dev are sent as built. */
const DEV_PAGE = /^[\w-]+\/index\.html$/;
/** Root files such as /favicon.ico or /robots.txt are served when the build produced them. */
const ROOT_FILE = /^\/[\w.-]+\.[a-z0-9]+$/i;

/**
 * Sends a file of the build with its caching rule. The answer depends on Accept-Encoding (the .br or .gz copy,
 * or the file itself), which @fastify/static does not say in Vary; caches must keep the copies apart.
 */
export function sendBuiltFile(reply: FastifyReply, file: string, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').sendFile(file, { cacheControl: false });
}

export type SpaHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface StaticOptions {
  /** The provider's endpoints for the page's client config; undefined when they cannot be read just now. */
  oidcMetadata: () => Promise<DiscoveryDocument | undefined>;
}

/** A JSON file of the build, or `fallback` when it is missing or broken (a half-finished build). */
function parseBuiltJson<T>(request: FastifyRequest, text: string | undefined, fallback: T, name: string): T {
  if (text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    request.log.error({ err: error }, `${name} is not valid JSON`);
    return fallback;
  }
}

const NO_PRELOADS: PreloadManifest = { entry: [], portal: [], widgets: {} };

/**
 * Registers the built web files on the root instance (so `reply.sendFile` also works in the not-found handler)
 * and returns the handler that answers index.html for the SPA's own paths (its route takes pageRoute's options).
 */
export async function registerStatic(app: FastifyInstance, config: Config, { oidcMetadata }: StaticOptions): Promise<SpaHandler> {
  const root = path.resolve(config.staticDir);
  // The build writes NAME.br and NAME.gz beside each file (scripts/build/precompress.mjs): sent by Accept-Encoding.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const readTemplate = createFileCache(path.join(root, 'index.html'));
  const readImportMap = createFileCache(path.join(root, 'importmap.json'));
  const readPreloads = createFileCache(path.join(root, 'preload.json'));

  app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    // Names carry a content hash, so a file never changes under the same URL.
    return sendBuiltFile(reply, `assets/${file}`, IMMUTABLE);
  });

  faviconRoutes(app);

  app.get('/importmap.json', { schema: { hide: true } }, (_request, reply) => sendBuiltFile(reply, 'importmap.json', NO_CACHE));

  // The dev pages are built with the nonce slot on their inline scripts and styles (scripts/build/build.mjs).
  const devPages = new Map<string, () => Promise<string | undefined>>();
  const readDevPage = async (file: string) => {
    let read = devPages.get(file);
    if (!read) devPages.set(file, (read = createFileCache(path.join(root, 'dev', file))));
    const page = await read();
    // Only pages that exist are remembered, so asking for made-up names cannot fill the map.
    if (page === undefined) devPages.delete(file);
    return page;
  };
  const devPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const file = rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest;
    if (!DEV_PAGE.test(file)) return sendBuiltFile(reply, `dev/${file}`, NO_CACHE);
    const page = await readDevPage(file);
    if (page === undefined) return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'Not found.'));
    return sendNoncedPage(request, reply, page);
  };
  app.get('/dev', { schema: { hide: true } }, (_request, reply) => reply.redirect('/dev/'));
  app.get('/dev/*', pageRoute(config), devPage);

  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (ROOT_FILE.test(pathname)) {
      const exists = await stat(path.join(root, pathname)).catch(() => undefined);
      if (exists?.isFile()) return sendBuiltFile(reply, pathname.slice(1), NO_CACHE);
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'Not found.'));
    }
    const template = await readTemplate();
    if (template === undefined) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`The MyFarm web app has not been built: ${path.join(root, 'index.html')} is missing. Run npm run build.\n`);
    }
    const importMap = parseBuiltJson<object>(request, await readImportMap(), { imports: {} }, 'importmap.json');
    const manifest = parseBuiltJson(request, await readPreloads(), NO_PRELOADS, 'preload.json');
    const clientConfig = clientConfigOf(config, await oidcMetadata());
    const page = renderIndexHtml(template, { importMap, clientConfig, preloads: preloadsFor(manifest, pathname) });
    return sendNoncedPage(request, reply, page);
  };
}

/** The SPA's own paths (/, /login, /callback, /dashboard/...): any GET outside the server's prefixes. */
export function isSpaPath(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_SPA.test(url);
}

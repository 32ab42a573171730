import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config';
import { containsMalformedText, malformedTextError, pageRoute } from '../http';
import { OIDC_MOUNT_PATH } from './create-provider';
import { providerErrorHandler } from './provider-error-pages';
import { replayBody } from './replay-body';

type RawRequest = { url?: string; originalUrl?: string; headers: Record<string, string | string[] | undefined> };

/** The most the provider itself reads of a body. */
const PROVIDER_BODY_LIMIT = 56 * 1024;

/** The body as the provider will parse it (forms and JSON), checked like every other request's. */
function bodyIsMalformed(request: FastifyRequest, body: Buffer): boolean {
  const type = request.headers['content-type'] ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(type)) return containsMalformedText(parseForm(body.toString()));
  if (/^application\/json/i.test(type)) {
    try {
      return containsMalformedText(JSON.parse(body.toString()));
    } catch {
      // Not JSON at all: the provider answers that itself.
      return false;
    }
  }
  return false;
}

/**
 * Hands every /oidc request to oidc-provider's own (Koa) app. Registered as its own encapsulated plugin so the
 * body parsers can be replaced here only: bodies are read as they are, checked for text no database column
 * can hold (a NUL in a code or refresh token reached the database as a lookup and failed with 500), and then
 * given to the provider unchanged.
 */
export async function mountProvider(app: FastifyInstance, options: { provider: Provider; config: Config }): Promise<void> {
  const handle = options.provider.callback();
  const issuer = new URL(options.provider.issuer);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.setErrorHandler(providerErrorHandler(options.config));

  const forward = async (request: FastifyRequest, reply: { hijack(): void; raw: unknown }) => {
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    if (body && bodyIsMalformed(request, body)) throw malformedTextError();
    reply.hijack();
    const raw = request.raw as typeof request.raw & RawRequest;
    const url = raw.url ?? '/';
    // Express-style mounting: the provider derives its mount path from originalUrl minus url.
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
    // The provider builds its endpoint URLs from Host; pin them to the public URL whatever host the request used.
    raw.headers.host = issuer.host;
    if (issuer.protocol === 'https:') raw.headers['x-forwarded-proto'] = 'https';
    // The provider (Koa, proxy on) would read the client's address from the left of X-Forwarded-For, which the
    // client writes: give it the one TRUST_PROXY resolved.
    raw.headers['x-forwarded-for'] = request.ip;
    handle((body ? replayBody(raw, body) : raw) as Parameters<typeof handle>[0], reply.raw as Parameters<typeof handle>[1]);
  };

  // The provider's own pages (sign-out, its errors) are pages of ours: they get the pages' policy.
  app.all(`${OIDC_MOUNT_PATH}/*`, pageRoute(options.config), forward);
}

import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from './create-provider';

type RawRequest = { url?: string; originalUrl?: string; headers: Record<string, string | string[] | undefined> };

/**
 * Hands every /oidc request to oidc-provider's own (Koa) app. Registered as its own encapsulated plugin so the
 * body parsers can be removed here only: the provider reads request bodies itself.
 */
export async function mountProvider(app: FastifyInstance, options: { provider: Provider }): Promise<void> {
  const handle = options.provider.callback();
  const issuer = new URL(options.provider.issuer);
  app.removeAllContentTypeParsers();
  // Accept any body without reading it: the stream is left untouched for the provider.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const forward = async (request: { raw: RawRequest }, reply: { hijack(): void; raw: unknown }) => {
    reply.hijack();
    const raw = request.raw;
    const url = raw.url ?? '/';
    // Express-style mounting: the provider derives its mount path from originalUrl minus url.
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
    // The provider builds its endpoint URLs from Host; pin them to the public URL whatever host the request used.
    raw.headers.host = issuer.host;
    if (issuer.protocol === 'https:') raw.headers['x-forwarded-proto'] = 'https';
    handle(raw as Parameters<typeof handle>[0], reply.raw as Parameters<typeof handle>[1]);
  };

  app.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, forward);
}

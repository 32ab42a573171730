import type { FastifyRequest } from 'fastify';

// A reset link's token and a sign-in's authorization code are secrets that travel in query strings.
const SECRET_QUERY_VALUES = /([?&](?:token|code)=)[^&#]*/gi;

/** The URL as the request log may keep it. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY_VALUES, '$1[redacted]');

/** Fastify's default request fields, with the URL redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), hostname: request.hostname, remoteAddress: request.ip }),
};

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { containsMalformedText, malformedTextError } from './malformed-text';

const ENCODED_NUL = /%00/i;

/**
 * Refuses NUL characters and lone surrogates at the edge, with 400, before any route (API, provider pages,
 * static files) reads the input: in the path and query string when the request arrives, in JSON and form
 * bodies once parsed. Register on the root instance before anything else, so every scope inherits it; each
 * scope's error handler answers in its own shape (the API's envelope, OAuth errors, HTML pages).
 */
export function refuseMalformedText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (ENCODED_NUL.test(path) || containsMalformedText(request.params) || containsMalformedText(request.query)) {
      throw malformedTextError();
    }
  });
  app.addHook('preValidation', async (request) => {
    // A body a route reads as a stream (the integration API's NDJSON batch) is not parsed yet: that route checks
    // each record it reads.
    if (request.body instanceof Readable) return;
    if (containsMalformedText(request.body)) throw malformedTextError();
  });
}

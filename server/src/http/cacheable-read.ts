import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { z } from 'zod';

export interface CachePolicy {
  /**
   * `public` lets shared caches keep the answer too: only for answers anyone may have without a credential.
   * `private` for answers the same for every caller that still need one (a token, a partner key).
   */
  scope: 'public' | 'private';
  /** How long the browser may use its copy without asking; after that it revalidates with the ETag. */
  maxAgeSeconds: number;
}

/** A route's 304 answer, for its response schema (and the API document). */
export const notModifiedResponse = { 304: z.null().describe('Not modified: the ETag sent in If-None-Match is current.') };

/**
 * A weak ETag of a representation: weak because the same one stands for every content encoding of it (the
 * compress plugin and the prebuilt .br and .gz files send different bytes of the same answer).
 */
export const weakEtag = (representation: string) => `W/"${createHash('sha256').update(representation).digest('base64url').slice(0, 27)}"`;

/**
 * Answers a read whose answer is the same for every caller allowed to make it (content, calculator data, weather
 * by postcode): the browser may keep it for the policy's max-age, then asks again with the ETag and gets an
 * empty 304 while nothing changed. Never for an answer that differs by user: a browser shared by two people
 * keeps one copy per URL.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T, policy: CachePolicy): FastifyReply {
  const etag = weakEtag(JSON.stringify(body));
  reply.header('cache-control', `${policy.scope}, max-age=${policy.maxAgeSeconds}`).header('etag', etag);
  if (fresh(request.headers, { etag })) return reply.code(304).send();
  return reply.send(body);
}

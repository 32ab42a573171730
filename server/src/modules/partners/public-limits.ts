import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { clientAddressKey } from '../../throttle';
import { partnerErrors } from './partner-errors';
import { partnerKeyOf } from './partner-of-request';

const MINUTE_MS = 60_000;
/** Addresses (or keys) one instance counts at once; past it the least recently seen start again from zero. */
const COUNTED = 100_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts in this instance's memory (@fastify/rate-limit's local store, a fixed window a minute): `refuse` is
 * thrown once the caller's key is over `max`, with Retry-After set. Nothing here reads the database, so a
 * flood costs a map lookup a request. Needs @fastify/rate-limit registered on `app` (with `global: false`).
 */
function memoryLimit(
  app: FastifyInstance,
  max: number,
  keyOf: (request: FastifyRequest) => string,
  refuse: (after: string) => Error,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  // `cache` sizes the store's LRU (read by the local store, though not in the options' type).
  const limiter: Limiter = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: keyOf, cache: COUNTED } as CreateRateLimitOptions);
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw refuse(`${result.ttlInSeconds} seconds`);
  };
}

/** Every public request, partner or open, counted by its client address (TRUST_PROXY says which that is). */
export function addressLimit(app: FastifyInstance, config: Config) {
  const max = config.embed.requestsPerAddressPerMinute;
  return memoryLimit(
    app,
    max,
    (request) => `address:${clientAddressKey(request.ip)}`,
    (after) => partnerErrors.addressRateLimited(max, after),
  );
}

/**
 * A partner key's allowance counted in this instance: over it, refused before the database's count (the
 * ceiling shared by every instance) is asked. Only for a request whose key the guard has found.
 */
export function partnerKeyLimit(app: FastifyInstance, config: Config) {
  const max = config.embed.rateLimitPerMinute;
  return memoryLimit(
    app,
    max,
    (request) => `key:${partnerKeyOf(request) ?? ''}`,
    (after) => partnerErrors.rateLimited(max, after),
  );
}

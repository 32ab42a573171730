import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How long one answer of the database probe stands: load balancers and orchestrators poll every second or so. */
export const READINESS_PROBE_TTL_MS = 1000;

interface Options {
  /** Resolves when the database answers; rejects when it does not. */
  probeDatabase: () => Promise<unknown>;
  /** Milliseconds; tests move it instead of waiting. */
  clock?: () => number;
  /** The probes' security headers (probeHeaders), made once. */
  headers: Readonly<Record<string, string>>;
}

/**
 * GET /healthz, liveness: the process is up and serving, answered from memory, so polling it costs no query.
 * The server only listens once the database is migrated and seeded, so an answer also means it started.
 * GET /readyz, readiness: the database answers too. One probe stands for READINESS_PROBE_TTL_MS and concurrent
 * requests share it, so however many pollers there are, the database sees about one query a second.
 */
export function healthRoutes(app: FastifyInstance, { probeDatabase, clock = Date.now, headers }: Options): void {
  const probes = new LRUCache<'database', boolean>({
    max: 1,
    ttl: READINESS_PROBE_TTL_MS,
    // Exact expiry against the given clock, rather than a time rounded to the last millisecond timer.
    ttlResolution: 0,
    perf: { now: clock },
    fetchMethod: () =>
      probeDatabase().then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'readiness: database unreachable');
          return false;
        },
      ),
  });

  // Helmet off: the probes send their security headers made once (probeHeaders), not built on every poll.
  const probe = { schema: { hide: true }, helmet: false } as const;
  app.get('/healthz', probe, async (_request, reply) => reply.headers(headers).send({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
    const reachable = (await probes.fetch('database')) === true;
    return reply
      .headers(headers)
      .code(reachable ? 200 : 503)
      .send({ status: reachable ? 'ok' : 'unavailable' });
  });
}

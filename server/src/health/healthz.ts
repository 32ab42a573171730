import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

/** GET /healthz: 200 once the database is migrated and seeded and still answers; load balancers poll it. */
export function healthRoute(app: FastifyInstance, { db, isReady }: { db: Db; isReady: () => boolean }): void {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    const reachable = isReady() && (await sql`select 1`.execute(db).then(() => true, (error: unknown) => {
      request.log.error({ err: error }, 'health check: database unreachable');
      return false;
    }));
    return reply.header('cache-control', 'no-store').code(reachable ? 200 : 503).send({ status: reachable ? 'ok' : 'unavailable' });
  });
}

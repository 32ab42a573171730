import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentSecurity, type ApiApp, type ApiDeps } from '../../http';
import type { DataChanges } from '../../read-cache';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { publicCorsDelegator } from './partner-cors';
import { partnerDirectory } from './partner-directory';
import { partnerErrors } from './partner-errors';
import { requirePartner } from './partner-guard';
import { partnerKeyOf } from './partner-of-request';
import { addressLimit, partnerKeyLimit } from './public-limits';

type RegisterRoutes = (scope: ApiApp) => void | Promise<void>;

export interface PublicRoutes {
  /**
   * Routes embedded widgets call, by the widget's tag (`farm-weather`): each needs a partner key that allows
   * the widget on the calling page's origin, and every key has one rate limit across them.
   */
  partner: Record<string, RegisterRoutes>;
  /** Read-only routes any page may call without a key, by their prefix (`/calculators`: the calculators' data). */
  open?: Record<string, RegisterRoutes>;
}

/**
 * The /api/public scope (register it with that prefix, outside the bearer-token scope): CORS per partner
 * key for the partner routes, open CORS for the open ones, and the limits that shed a flood before it costs
 * the database anything (issue 27 §1), in this order:
 * 1. every request, by client address, counted in memory;
 * 2. a partner route's key, origin and widget, checked against the partners held in memory;
 * 3. the key's allowance, counted in memory;
 * 4. the same allowance counted in the database, the ceiling across instances: reached only by requests that
 *    passed 1-3, so at most the allowance a minute per key and instance.
 */
export async function publicApiRoutes(
  app: ApiApp,
  { db, config, dataChanges }: ApiDeps & { dataChanges: Pick<DataChanges, 'generation'> },
  routes: PublicRoutes,
  clock: () => number = Date.now,
): Promise<void> {
  const open = routes.open ?? {};
  const openPaths = Object.keys(open).map((prefix) => `${app.prefix}${prefix}/`);
  const isOpenPath = (path: string) => openPaths.some((prefix) => path.startsWith(prefix));
  const directory = partnerDirectory(db, dataChanges);
  await app.register(cors, { delegator: publicCorsDelegator(directory, isOpenPath) });
  // In memory, and only where asked (createRateLimit): the limits below.
  await app.register(rateLimit, { global: false });
  const byAddress = addressLimit(app, config);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') await byAddress(request, reply);
  });
  const byKey = partnerKeyLimit(app, config);

  await app.register(async (partnerScope) => {
    await partnerScope.register(rateLimit, {
      max: config.embed.rateLimitPerMinute,
      timeWindow: 60_000,
      // Counted in the database, so every instance behind the load balancer shares one allowance. A route's
      // own hook, so it runs after the guard's (the scope's) hooks.
      store: databaseRateLimitStore(db, clock),
      // Per key, so one busy partner cannot use up another's allowance; a request without one counts by address.
      keyGenerator: (request) => (partnerKeyOf(request) ? `key:${partnerKeyOf(request)}` : `ip:${request.ip}`),
      allowList: (request) => request.method === 'OPTIONS',
      errorResponseBuilder: (_request, context) => partnerErrors.rateLimited(context.max, context.after),
    });
    for (const [widget, register] of Object.entries(routes.partner)) {
      await partnerScope.register(async (widgetScope) => {
        requirePartner(widgetScope, directory, widget, byKey);
        documentSecurity(widgetScope, 'partner key');
        await register(widgetScope.withTypeProvider<ZodTypeProvider>());
      });
    }
  });

  for (const [prefix, register] of Object.entries(open)) {
    await app.register(
      async (openScope) => {
        documentSecurity(openScope, 'none');
        await register(openScope.withTypeProvider<ZodTypeProvider>());
      },
      { prefix },
    );
  }
}

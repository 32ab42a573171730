import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { enforceAccessRules, onboardingReader } from './access';
import { accessTokens, createKeySet, requireBearerToken, revokedGrants } from './auth';
import type { Config } from './config';
import { createDatabase, listenerOf, migrateToLatest, type Db, type Listen } from './db';
import { prepareDatabase } from './seeds';
import { healthRoutes } from './health/health-routes';
import {
  errorBody,
  fastifyTrustProxy,
  probeHeaders,
  installEnvelopeStatus,
  installErrorHandler,
  pageRoute,
  refuseMalformedText,
  registerOpenApi,
  registerSecurityHeaders,
  serverLogOptions,
  type ApiApp,
} from './http';
import { createMailer, createOutboxSmsSender, type Mailer, type SmsSender } from './mail';
import { accountReader } from './modules/accounts';
import { publicCalculatorRoutes } from './modules/content';
import { createProvider, createWeatherService, weatherRoutes } from './modules/weather';
import { publicApiRoutes } from './modules/partners';
import { integrationApi } from './modules/integration';
import { embedRoutes } from './modules/embed';
import { alertJob, loadEventJob, startOutboxWorker, type OutboxWorker } from './modules/notifications';
import { evaluateTick, repriceWatches } from './modules/price-alerts';
import { fillOfferJob, offerFilledJob } from './modules/standing-offers';
import { portalModules } from './modules/portal-modules';
import type { ModuleServices } from './modules/portal-module';
import { marketStreamRoute, partnerChartRoutes, partnerPriceRoutes, startMarketData, type MarketData, type SalePricing } from './modules/market-data';
import { createOidcProvider, interactionRoutes, mountProvider, userinfoRoute } from './oidc';
import { loadServerKeys, loadThrottleKey } from './security/server-keys';
import { watchDataChanges, type DataChanges } from './read-cache';
import { createFailureThrottle } from './throttle';
import { isSpaPath, oidcMetadataSource, registerStatic } from './static';

export interface BuildOptions {
  /** A database the caller owns (tests); otherwise one is created from the config and closed with the app. */
  db?: Db;
  /** Fastify logger setting; defaults to JSON logs at the configured level. */
  logger?: boolean | { level: string };
  /** Where e-mails go; by default SMTP or the outbox folder, from the config. */
  mailer?: Mailer;
  /** Milliseconds since the epoch, for the failure counters and the readiness probe; tests move it instead of waiting. */
  clock?: () => number;
  /** How often to look for other writers' changes (DATA_VERSION_POLL_MS); tests that count statements poll themselves. */
  dataVersionPollMs?: number;
  /** Publish a price tick every PRICE_TICK_SECONDS (default on); tests that publish ticks themselves turn it off. */
  marketTicks?: boolean;
  /** LISTEN on the database, when `db` is a wrapped one that createDatabase did not make (a statement counter). */
  listen?: Listen;
  /** The prices, trading times and access selling uses, instead of the market data's; selling's tests give their own. */
  salePricing?: SalePricing;
  /** Where text messages go; by default .sms files in the outbox folder. */
  sms?: SmsSender;
  /** The outbox's lease and poll (tests shorten the lease to see a dead instance's jobs taken over). */
  outbox?: { leaseMs?: number; pollMs?: number };
}

export interface FarmContext {
  db: Db;
  /** Tells cached reads when their tables change; `poll()` looks for other instances' writes now. */
  dataChanges: DataChanges;
  config: Config;
  /** The embedded OpenID provider, when the server runs its own. */
  provider: Provider | undefined;
  /** Futures ticks and the prices made from them. */
  market: MarketData;
  /** Alert messages and standing-offer fills still to do. */
  outbox: OutboxWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    farm: FarmContext;
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDb = !options.db;
  const database = options.db ?? (await createDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: `${config.dataDir}/pglite` }));
  try {
    await migrateToLatest(database);
    await prepareDatabase(database, {
      demoData: config.demoData.enabled,
      demoPartnerOrigins: [new URL(config.publicUrl).origin, ...config.embed.demoOrigins],
    });
  } catch (error) {
    if (ownsDb) await database.destroy();
    throw error;
  }
  // Everything below uses `db`, through which writes to the tables of cached reads drop them at once.
  const dataChanges = await watchDataChanges(database, {
    pollMs: options.dataVersionPollMs,
    // Cached reads are dropped whenever the counter cannot be read; the readiness check reports the database.
    onError: (error) => app.log.warn({ err: error }, 'data_version unreadable: cached reads dropped'),
  });
  const { db } = dataChanges;

  const keys = config.oidc.embedded ? await loadServerKeys(db) : undefined;
  const throttle = createFailureThrottle({ db, config, secret: await loadThrottleKey(db), clock: options.clock });
  const mailer = options.mailer ?? createMailer(config.mail);
  const sms = options.sms ?? createOutboxSmsSender(config.mail.outboxDir);
  const provider = keys ? createOidcProvider(config, db, keys) : undefined;
  // Served over plain HTTP we are never behind TLS ourselves; an https public URL means a proxy terminates it.
  if (provider && config.publicUrl.startsWith('https://')) provider.proxy = true;

  const app = Fastify({
    ...serverLogOptions(config.logLevel),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    // Off unless TRUST_PROXY says which proxies may name the client: every per-address limit counts request.ip.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  const clock = options.clock ?? Date.now;
  const market = await startMarketData({
    db,
    listen: options.listen ?? listenerOf(database),
    config,
    clock,
    autoTick: options.marketTicks ?? true,
    onError: (error) => app.log.warn({ err: error }, 'market tick failed'),
    onTick: (trx, tick) => evaluateTick(trx, tick),
    dataGeneration: dataChanges.generation,
  });
  const outbox = startOutboxWorker({
    db,
    handlers: {
      alert: alertJob(db, { mailer, sms, publicUrl: config.publicUrl }),
      'offer-fill': fillOfferJob(db, options.salePricing ?? market.service, clock, () => market.feed.catchUp()),
      'offer-filled': offerFilledJob(db, { mailer, publicUrl: config.publicUrl }),
      'load-event': loadEventJob(db, { mailer, publicUrl: config.publicUrl }),
    },
    leaseMs: options.outbox?.leaseMs ?? 60_000,
    pollMs: options.outbox?.pollMs ?? 5_000,
    onError: (error, job) => app.log.warn({ err: error, job }, 'outbox job failed'),
  });
  // A tick is announced once its firings have committed: every instance then works the outbox.
  const stopDraining = market.feed.subscribe(() => void outbox.drain());
  app.decorate('farm', { db, dataChanges, config, provider, market, outbox });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installEnvelopeStatus(app);
  refuseMalformedText(app);
  await registerSecurityHeaders(app, config);
  // Farms are on slow rural lines. Built files are compressed once at build time (served by registerStatic);
  // this compresses what is made per request: the HTML page and API answers over 1 KB.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

  await registerOpenApi(app);
  // Grants the embedded provider revoked (sign-out, reuse detection) stop their access tokens on every instance.
  const keySet = createKeySet(config, keys);
  const tokens = accessTokens({ config, db, keySet, revoked: provider ? revokedGrants(db, dataChanges) : undefined });
  // One forecast cache for the portal route and the partner route.
  const weather = createWeatherService({ provider: createProvider(config.weather) });
  const services: ModuleServices = {
    db,
    config,
    clock,
    mailer,
    sms,
    throttle,
    market,
    salePricing: options.salePricing ?? market.service,
    weather,
    readAccounts: accountReader(db, dataChanges),
    pricingChanged: (account) => repriceWatches(db, market.service, account, new Date(clock())),
  };

  await app.register(
    async (api) => {
      const typed: ApiApp = api.withTypeProvider<ZodTypeProvider>();
      requireBearerToken(api, { db, tokens });
      enforceAccessRules(api, onboardingReader(db, dataChanges));
      api.decorateRequest('accountAccess', null as never);
      for (const portalModule of portalModules) await typed.register(portalModule, services);
    },
    { prefix: '/api' },
  );
  // Outside the bearer-token scope, for embeds on pages with no sign-in: the partner-key routes, and the
  // read-only calculator data (/api/public/calculators/...) open to every origin.
  await app.register(
    async (api) =>
      publicApiRoutes(
        api.withTypeProvider<ZodTypeProvider>(),
        { db, config, dataChanges },
        {
          partner: {
            'farm-weather': (scope) => weatherRoutes(scope, weather),
            'farm-prices': (scope) => partnerPriceRoutes(scope, market.service),
            'farm-market-chart': (scope) => partnerChartRoutes(scope, market.history),
          },
          open: {
            '/calculators': (scope) => publicCalculatorRoutes(scope, { db, config }),
            '/market': (scope) => marketStreamRoute(scope, market.feed, config),
          },
        },
        options.clock,
      ),
    { prefix: '/api/public' },
  );

  // Outside the bearer-token scope too: the merchant's systems, with client-credentials tokens only.
  await app.register(async (api) => integrationApi(api.withTypeProvider<ZodTypeProvider>(), { db, config, keySet, mailer }), { prefix: '/api/integration/v1' });

  if (provider) {
    await app.register(mountProvider, { provider, config });
    await app.register(userinfoRoute, { config, tokens });
    await app.register(interactionRoutes, { provider, db, config, mailer, throttle });
  }

  healthRoutes(app, { probeDatabase: () => sql`select 1`.execute(db), clock: options.clock, headers: probeHeaders(config) });
  const serveSpa = await registerStatic(app, config, { oidcMetadata: oidcMetadataSource(app, config) });
  embedRoutes(app, config);

  const spaOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isSpaPath(request.method, request.url)) return serveSpa(request, reply);
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'Not found.'));
  };
  // A route as well as the not-found handler: only routes get the compress plugin's hook, and the page is the
  // first thing a farm's slow line downloads.
  // HEAD named here rather than derived from GET: a derived HEAD route misses the hook, and so the encoding.
  app.route({ method: ['GET', 'HEAD'], url: '/*', exposeHeadRoute: false, ...pageRoute(config), handler: spaOrNotFound });
  app.setNotFoundHandler(spaOrNotFound);

  app.addHook('onClose', async () => {
    dataChanges.stop();
    stopDraining();
    await outbox.stop();
    await market.feed.stop();
    if (ownsDb) await db.destroy();
  });

  await app.ready();
  return app;
}

import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const port = z.coerce.number().int().min(0).max(65535);
const url = z
  .string()
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  OIDC_ISSUER: optionalText.pipe(url.optional()),
  OIDC_CLIENT_ID: z.string().min(1).default('myfarm-portal'),
  OIDC_AUDIENCE: z.string().min(1).default('urn:myfarm:api'),
  OIDC_REDIRECT_URIS: optionalText,
  INTEGRATION_ISSUER: optionalText.pipe(url.optional()),
  SUPPORT_PHONE: z.string().min(1).default('01234 567890'),
  SUPPORT_EMAIL: z.string().email().default('support@myfarm.example'),
  STATIC_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FARM_MANAGEMENT_URL: optionalText.pipe(url.optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  WEATHER_PROVIDER: z.enum(['demo', 'open-meteo']).default('demo'),
  MARKET_DATA_PROVIDER: z.enum(['demo']).default('demo'),
  // A tick count must fit a day exactly, so every instance numbers the same tick the same way.
  PRICE_TICK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .refine((seconds) => 86_400 % seconds === 0, 'PRICE_TICK_SECONDS must divide a day (86400) exactly.')
    .default(15),
  TRADING_HOURS: z.string().default('Mon-Fri 07:30-17:00'),
  OPEN_METEO_URL: url.default('https://api.open-meteo.com/v1/forecast'),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_480_000),
  CROP_MARGIN_URL: url.default('https://cropmargin.myfarm.example/'),
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  PUBLIC_REQUESTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  TRUST_PROXY: optionalText,
  EMBED_DEMO_ORIGINS: optionalText,
  EMBED_PREVIEW_PARTNER_KEY: z.string().min(1).default('demo-partner-key'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(1).default('MyFarm <no-reply@myfarm.example>'),
  MAIL_OUTBOX_DIR: optionalText,
  NODE_ENV: optionalText,
  DEMO_DATA: optionalText
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(['off', 'on', 'force'], { message: 'must be off, on or force' }).default('off')),
  SIGN_IN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  SIGN_IN_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});

export interface Config {
  port: number;
  host: string;
  /** The origin the browser sees; the embedded issuer and the redirect URIs derive from it. */
  publicUrl: string;
  /**
   * Which proxies in front may name the client's address (X-Forwarded-For): none, the nearest N hops, or the
   * proxies at these addresses and networks. The client address is then the right-most one not trusted.
   */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: {
    /** True when the server mounts its own OpenID provider at /oidc. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    accessTokenTtlSeconds: number;
  };
  /**
   * Another issuer whose client-credentials tokens the integration API takes besides the embedded provider's (the
   * merchant's own identity platform), for clients registered with its client id; its keys come from its discovery
   * document. Its tokens name the portal's audience (OIDC_AUDIENCE).
   */
  integrationIssuer: string | undefined;
  support: { phone: string; email: string };
  /** Inactivity (across every tab) before the 'Timeout Alert' countdown starts (spec 1 §4, §9). */
  idleTimeoutMs: number;
  staticDir: string;
  logLevel: string;
  /** Where forecasts come from: generated demo data (no network) or the Open-Meteo API. */
  weather: { provider: 'demo' | 'open-meteo'; openMeteoUrl: string };
  /** Futures prices: the provider, how often prices tick, and when selling is open (UK time, e.g. 'Mon-Fri 07:30-17:00'). */
  market: { provider: 'demo'; tickSeconds: number; tradingHours: string };
  /** The farm management product the portal shows in a frame (spec 1 §1); none when unset. */
  farmManagementUrl: string | undefined;
  /** The crop margin calculator, an external site internal users open from the calculators hub (spec 2 §2). */
  cropMarginUrl: string;
  /** Widgets on partner websites (server/src/modules/partners). */
  embed: {
    /** Requests a minute per partner key on the public endpoints. */
    rateLimitPerMinute: number;
    /** Requests a minute one client address may make of the public endpoints, counted in each instance's memory. */
    requestsPerAddressPerMinute: number;
    /** Live price streams one client address may hold open on one instance. */
    streamsPerAddress: number;
    /** More origins for the seeded demo partner, besides PUBLIC_URL's (a test's foreign page). */
    demoOrigins: string[];
    /** The key the embed catalogue's live previews use; its partner must allow PUBLIC_URL's origin. */
    previewPartnerKey: string;
  };
  /** Outgoing e-mail (password reset links): SMTP when configured, else .eml files in an outbox folder. */
  mail: { from: string; smtpUrl: string | undefined; outboxDir: string };
  /**
   * DEMO_DATA: a new database gets the demo businesses and users (with their published password) and the demo
   * partner, and only a demo database may be used. Off unless asked for; `forced` when asked for in production.
   */
  demoData: { enabled: boolean; forced: boolean };
  /** How many failed sign-ins (and reset or activation attempts) are allowed, per e-mail and per client address. */
  throttle: { failuresPerEmail: number; failuresPerAddress: number; lockoutMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A URL's password never reaches the log, even in a value we refuse (DATABASE_URL, SMTP_URL). */
function withoutPassword(value: string | undefined): string | undefined {
  return value?.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/i, '$1***@');
}

/** Validates the whole environment at once so an operator sees every problem in one go, not one per restart. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `${name}: ${issue.message} (got ${JSON.stringify(withoutPassword(env[String(issue.path[0])]) ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const redirectUris = e.OIDC_REDIRECT_URIS
    ? e.OIDC_REDIRECT_URIS.split(',')
        .map((uri) => uri.trim())
        .filter(Boolean)
    : [`${publicUrl}/callback`];
  const badUris = redirectUris.filter((uri) => !URL.canParse(uri));
  if (badUris.length > 0) {
    throw new ConfigError(badUris.map((uri) => `OIDC_REDIRECT_URIS: ${JSON.stringify(uri)} is not a URL`));
  }
  const demoOrigins = (e.EMBED_DEMO_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const badOrigins = demoOrigins.filter((origin) => !URL.canParse(origin) || new URL(origin).origin !== origin);
  if (badOrigins.length > 0) {
    throw new ConfigError(badOrigins.map((origin) => `EMBED_DEMO_ORIGINS: ${JSON.stringify(origin)} is not an origin (scheme://host[:port])`));
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') throw new ConfigError([`TRUST_PROXY: ${trustProxy} (got ${JSON.stringify(e.TRUST_PROXY)})`]);
  const production = e.NODE_ENV === 'production';
  if (production && e.DEMO_DATA === 'on') {
    throw new ConfigError([
      'DEMO_DATA: demo data (users with a published password) is refused with NODE_ENV=production; ' +
        'leave it off, or set DEMO_DATA=force for a demonstration that must run in production mode (got "on")',
    ]);
  }
  const postLogoutRedirectUris = [...new Set([`${publicUrl}/`, ...redirectUris.map((uri) => `${new URL(uri).origin}/`)])];
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    trustProxy,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    oidc: {
      embedded: !e.OIDC_ISSUER,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      redirectUris,
      postLogoutRedirectUris,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    integrationIssuer: e.INTEGRATION_ISSUER,
    support: { phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL },
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    weather: { provider: e.WEATHER_PROVIDER, openMeteoUrl: e.OPEN_METEO_URL },
    market: { provider: e.MARKET_DATA_PROVIDER, tickSeconds: e.PRICE_TICK_SECONDS, tradingHours: e.TRADING_HOURS },
    farmManagementUrl: e.FARM_MANAGEMENT_URL,
    cropMarginUrl: e.CROP_MARGIN_URL,
    embed: {
      rateLimitPerMinute: e.PARTNER_RATE_LIMIT_PER_MINUTE,
      requestsPerAddressPerMinute: e.PUBLIC_REQUESTS_PER_ADDRESS_PER_MINUTE,
      streamsPerAddress: e.STREAMS_PER_ADDRESS,
      demoOrigins,
      previewPartnerKey: e.EMBED_PREVIEW_PARTNER_KEY,
    },
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL, outboxDir: e.MAIL_OUTBOX_DIR ?? `${e.DATA_DIR}/outbox` },
    demoData: { enabled: e.DEMO_DATA !== 'off', forced: production && e.DEMO_DATA === 'force' },
    throttle: {
      failuresPerEmail: e.SIGN_IN_FAILURES_PER_EMAIL,
      failuresPerAddress: e.SIGN_IN_FAILURES_PER_ADDRESS,
      lockoutMs: e.SIGN_IN_LOCKOUT_MINUTES * 60_000,
    },
  };
}

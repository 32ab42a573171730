import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API explorer's page at /api/docs loads only its own files, so it runs under a policy with no inline
 * script, no inline style sheet and, like every page of ours, no framing. Swagger UI styles its elements
 * through the CSSOM (React style props), which a policy does not govern; a browser test shows it reports no
 * violation.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The one style sheet Swagger UI writes as it starts, allowed by its hash (it is the same in every answer).
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every tag an operation may carry, described once (Redocly's operation-tag-defined rule holds the routes to it). */
const TAGS = [
  { name: 'accounts', description: "The signed-in user's business accounts" },
  { name: 'users', description: 'Users: their own record, terms, e-mail preferences and start-up data' },
  { name: 'invitations', description: 'Invitations to join a business, as the invitee sees them' },
  { name: 'account users', description: "A business's users and invitations, managed by its lead and admins" },
  { name: 'content', description: 'Release notes, legal pages, downtime, videos, menus and the market report' },
  { name: 'calculators', description: "The agronomy calculators' data" },
  { name: 'weather', description: 'The weather forecast for a UK postcode' },
  { name: 'features', description: 'Feature toggles' },
  { name: 'audit', description: 'Client events for the audit log' },
  { name: 'onboarding', description: 'Activation by code and password reset' },
  { name: 'staff', description: 'Staff: finding a business and viewing it as its customers do' },
  { name: 'crop marketing', description: 'Grain prices, price preferences, quotes, sales and standing offers' },
  { name: 'markets', description: 'Futures markets, their charts and exchange rates' },
  { name: 'documents', description: 'Trade documents as PDFs' },
  { name: 'price alerts', description: 'Price alerts and where they are sent' },
  { name: 'notifications', description: "The bell's notifications" },
  { name: 'my account', description: 'Transactions, contracts, invoices, movements and their exports' },
  { name: 'samples', description: 'Grain samples' },
  { name: 'parcels', description: 'Parcels of grain samples' },
  { name: 'partners', description: "Partner websites' embeds, by partner key" },
  { name: 'market', description: 'Live futures prices, open to every page' },
  { name: 'integration', description: "The merchant's systems (ERP, weighbridge, lab, trading desk) feeding the portal, by OAuth 2 client credentials" },
  { name: 'price desk', description: "Staff's trading desk: pausing selling of a commodity, or of every commodity" },
];

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token from the sign-in (OpenID Connect).' },
  partnerKey: { type: 'apiKey', in: 'header', name: 'X-Partner-Key', description: "A partner website's key (npm run partners -- add)." },
  integrationClient: {
    type: 'oauth2',
    description: "A merchant system's token: OAuth 2 client credentials (npm run integrations -- add), with the scopes of the data it writes.",
    flows: {
      clientCredentials: {
        tokenUrl: '/oidc/token',
        scopes: {
          'accounts:write': 'Business accounts, their collection addresses and lead users',
          'contracts:write': 'Sale and purchase contracts and their lines',
          'movements:write': 'Loads, planned and weighed',
          'samples:write': 'Grain samples and their results',
          'documents:write': 'Self bills, invoices and their PDFs',
          'prices:write': 'Price adjustments and price sheets',
        },
      },
    },
  },
} as const;

/** The credentials a scope's hooks ask for: a partner key, an integration client's token, or none. Everything else needs the bearer token. */
export type DocumentedSecurity = 'partner key' | 'integration client' | 'none';

const SECURITY_REQUIREMENTS: Record<DocumentedSecurity, Record<string, string[]>[]> = {
  'partner key': [{ partnerKey: [] }],
  'integration client': [{ integrationClient: [] }],
  none: [],
};

/**
 * Documents, on every route the scope adds from here on, the credentials that the scope's own hooks ask for:
 * called by the plugin that installs those hooks, so the document cannot say otherwise. A partner route's
 * operation id names it as the partner's ('getWeather' becomes 'getPartnerWeather'), as the same route may
 * also be registered for signed-in users.
 */
export function documentSecurity(scope: FastifyInstance, security: DocumentedSecurity): void {
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const id = (schema as { operationId?: string }).operationId;
    route.schema = {
      ...schema,
      security: SECURITY_REQUIREMENTS[security],
      ...(security === 'partner key' && id && !id.includes('Partner') ? { operationId: id.replace(/^[a-z]+/, (verb) => `${verb}Partner`) } : {}),
    };
  });
}

/** Must be registered before the API routes: swagger collects routes as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MyFarm portal API',
        version: '1.0.0',
        description:
          'The portal API (spec 1 §7). A call needs a bearer token from the sign-in, except under /api/public: there the embeds ' +
          "(weather, prices, market chart) send their partner key, and the calculators' data and the price stream need nothing. " +
          "Under /api/integration/v1 the merchant's systems call with an OAuth 2 client-credentials token.",
        license: { name: 'Proprietary', url: 'https://www.myfarm.example/terms' },
      },
      servers: [{ url: '/' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_POLICY });
}

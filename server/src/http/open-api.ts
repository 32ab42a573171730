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

/** Must be registered before the API routes: swagger collects routes as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'MyFarm portal API', version: '1.0.0', description: 'The portal API (spec 1 §7). Every call needs a bearer token.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_POLICY });
}

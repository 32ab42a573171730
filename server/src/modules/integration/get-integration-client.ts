import { envelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import { errorResponses, ok, type ApiApp } from '../../http';
import { INTEGRATION_SCOPES } from './integration-scopes';

const integrationClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  /** What this token may write. */
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
});

/**
 * GET /api/integration/v1/client: who the token belongs to and what it may write. A merchant's system calls it to
 * check its credentials and scopes before it sends data.
 */
export function getIntegrationClient(app: ApiApp): void {
  app.get(
    '/client',
    {
      schema: {
        operationId: 'getIntegrationClient',
        tags: ['integration'],
        summary: "The calling integration client and its token's scopes",
        response: { 200: envelopeSchema(z.object({ client: integrationClientSchema })), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { clientId, name, scopes } = request.integration;
      return ok({ client: { clientId, name, scopes: INTEGRATION_SCOPES.filter((scope) => scopes.has(scope)) } });
    },
  );
}

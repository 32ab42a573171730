import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { bearerToken, isClientToken, verifiedClaims } from '../../auth';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { errors } from '../../http';
import { findIntegrationClient } from './integration-client-queries';
import { isIntegrationScope, type IntegrationScope } from './integration-scopes';

/** The access rule of every integration route: a registered, enabled integration client's token. */
const INTEGRATION_ACCESS = 'integration-client';

/** The merchant system calling: a registered, enabled client, and the scopes its token carries. */
export interface IntegrationCaller {
  clientId: string;
  name: string;
  /** What the token was granted (asked for at the token endpoint), within what the client is registered for. */
  scopes: ReadonlySet<IntegrationScope>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request of the integration API. */
    integration: IntegrationCaller;
  }
}

/**
 * Lets into the scope only a registered integration client's token: a person's token is refused (403), and so is a
 * client that has been disabled since its token was issued (401: it must not get another). The client is read on
 * every request, so disabling it takes effect at once on every instance.
 */
export function requireIntegrationToken(app: FastifyInstance, { db, config, keySet }: { db: Db; config: Config; keySet: JWTVerifyGetKey }): void {
  // Named in the OpenAPI document as the signed-in API's rules are (`x-access`), so a test can hold every route to one.
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, 'x-access': INTEGRATION_ACCESS } as typeof route.schema;
  });
  app.decorateRequest('integration', null as never);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    const claims = await verifiedClaims(token, { config, keySet }, request.log);
    if (!isClientToken(claims)) throw errors.integrationClientRequired();
    const client = await findIntegrationClient(db, claims.client_id!);
    if (!client) throw errors.integrationClientRequired();
    if (client.disabledAt) throw errors.unauthorized();
    const granted = (claims.scope ?? '').split(' ').filter(isIntegrationScope);
    request.integration = { clientId: client.clientId, name: client.name, scopes: new Set(granted.filter((scope) => client.scopes.includes(scope))) };
  });
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { bearerToken, isClientToken, remoteKeySet, verifiedClaims } from '../../auth';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { errors } from '../../http';
import { findExternalIntegrationClient, findIntegrationClient, type IntegrationClient } from './integration-client-queries';
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
  const external = config.integrationIssuer ? externalCaller(db, config.integrationIssuer, config.oidc.audience) : undefined;
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    const { client, granted } = external?.issued(token)
      ? await external.verify(token, request.log)
      : await embeddedCaller(db, token, { config, keySet }, request.log);
    if (!client) throw errors.integrationClientRequired();
    if (client.disabledAt) throw errors.unauthorized();
    request.integration = { clientId: client.clientId, name: client.name, scopes: new Set(granted.filter((scope) => client.scopes.includes(scope))) };
  });
}

interface Caller {
  client: IntegrationClient | undefined;
  granted: IntegrationScope[];
}

/** A token of the embedded provider: a client-credentials token of a client registered here (sub = client_id). */
async function embeddedCaller(db: Db, token: string, keys: { config: Config; keySet: JWTVerifyGetKey }, log: FastifyBaseLogger): Promise<Caller> {
  const claims = await verifiedClaims(token, keys, log);
  if (!isClientToken(claims)) throw errors.integrationClientRequired();
  const client = await findIntegrationClient(db, claims.client_id!);
  // A client of another issuer is never given a token here; one that claims to be is not it.
  return { client: client?.issuer ? undefined : client, granted: (claims.scope ?? '').split(' ').filter(isIntegrationScope) };
}

/**
 * The deployment's other issuer (INTEGRATION_ISSUER): its tokens are checked against its keys and the portal's
 * audience, and name their client as identity platforms do, by `client_id` (RFC 9068) or `azp`, and their scopes
 * by `scope` or `scp`. Only a client registered with that id counts.
 */
function externalCaller(db: Db, issuer: string, audience: string) {
  const keySet = remoteKeySet(issuer);
  return {
    issued(token: string): boolean {
      try {
        return decodeJwt(token).iss === issuer;
      } catch {
        return false;
      }
    },
    async verify(token: string, log: FastifyBaseLogger): Promise<Caller> {
      let claims: JWTPayload & { client_id?: unknown; azp?: unknown; scope?: unknown; scp?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(token, keySet, { issuer, audience }));
      } catch (error) {
        log.debug({ err: error }, 'integration token of the other issuer rejected');
        throw errors.unauthorized();
      }
      const clientId = typeof claims.client_id === 'string' ? claims.client_id : typeof claims.azp === 'string' ? claims.azp : undefined;
      if (!clientId) throw errors.integrationClientRequired();
      const scopes =
        typeof claims.scope === 'string'
          ? claims.scope.split(' ')
          : Array.isArray(claims.scp)
            ? claims.scp
            : typeof claims.scp === 'string'
              ? claims.scp.split(' ')
              : [];
      return {
        client: await findExternalIntegrationClient(db, issuer, clientId),
        granted: scopes.filter((scope): scope is IntegrationScope => typeof scope === 'string' && isIntegrationScope(scope)),
      };
    },
  };
}

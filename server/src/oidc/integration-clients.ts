import { timingSafeEqual } from 'node:crypto';
import type { Adapter, AdapterPayload, Provider } from 'oidc-provider';
import type { Db } from '../db';
import { containsMalformedText } from '../http';
import { findIntegrationClient } from '../modules/integration';
import { hashRandomSecret } from '../security/random-secret';

/**
 * The provider's clients beyond the portal itself: the merchant's integration clients (issue 29), read from their
 * table each time the provider asks, so one registered, rotated or disabled by `npm run integrations` counts at once
 * on every instance. They may use the client-credentials grant only, authenticating with their secret (HTTP Basic).
 */
export function integrationClientAdapter(db: Db): Adapter {
  const registeredElsewhere = async () => {
    throw new Error('Integration clients are registered with npm run integrations, not through the provider.');
  };
  return {
    async find(clientId: string): Promise<AdapterPayload | undefined> {
      // Text no client id holds, which PostgreSQL would refuse with an error, is simply no client.
      if (typeof clientId !== 'string' || containsMalformedText(clientId)) return undefined;
      const client = await findIntegrationClient(db, clientId);
      // Another issuer's client gets its tokens there, never here.
      if (!client || client.disabledAt || !client.secretHash) return undefined;
      return {
        client_id: client.clientId,
        client_name: client.name,
        // The hash: the provider compares what the client sends after hashing it (storeHashedClientSecrets).
        client_secret: client.secretHash,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: client.scopes.join(' '),
      };
    },
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    upsert: registeredElsewhere,
    consume: registeredElsewhere,
    destroy: registeredElsewhere,
    revokeByGrantId: registeredElsewhere,
  };
}

/**
 * Client secrets are kept as hashes (the way partner keys are), so the provider compares the hash of the secret a
 * client sends with the stored one. The provider's Client model exposes this comparison for exactly this use; it also
 * means no client can use a symmetric (HS256) client assertion, which none of ours is registered for.
 */
export function storeHashedClientSecrets(provider: Provider): void {
  provider.Client.prototype.compareClientSecret = function compareHashed(this: { clientSecret?: string }, actual: string): boolean {
    if (!this.clientSecret) return false;
    const expected = Buffer.from(this.clientSecret);
    const given = Buffer.from(hashRandomSecret(actual));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
}

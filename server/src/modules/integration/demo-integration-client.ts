import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { hashRandomSecret } from '../../security/random-secret';

/**
 * The demo's integration client: a weighbridge and lab that feed the demo businesses through the integration API
 * (`npm run demo:feed`, the e2e specs). Its secret is published like the demo password, so it exists only in a
 * database made with DEMO_DATA on.
 */
export const DEMO_INTEGRATION_CLIENT = {
  clientId: 'integration-00000000feed',
  secret: 'myfarm-demo-feed',
  name: 'Demo weighbridge and lab',
  scopes: ['contracts:write', 'movements:write', 'samples:write'],
} as const;

export async function seedDemoIntegrationClient(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('integration_clients')
    .values({
      client_id: DEMO_INTEGRATION_CLIENT.clientId,
      name: DEMO_INTEGRATION_CLIENT.name,
      scopes: [...DEMO_INTEGRATION_CLIENT.scopes],
      secret_hash: hashRandomSecret(DEMO_INTEGRATION_CLIENT.secret),
    })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
}

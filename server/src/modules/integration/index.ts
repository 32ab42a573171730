import type { JWTVerifyGetKey } from 'jose';
import { documentSecurity, type ApiApp, type ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { requireIntegrationToken } from './integration-auth';
import { postBatch } from './post-batch';
import { getIntegrationClient } from './get-integration-client';

export {
  createExternalIntegrationClient,
  createIntegrationClient,
  disableIntegrationClient,
  findIntegrationClient,
  listIntegrationClients,
  rotateIntegrationSecret,
} from './integration-client-queries';
export { INTEGRATION_SCOPES, isIntegrationScope } from './integration-scopes';
export { csvRecords } from './csv-records';
export { DEMO_INTEGRATION_CLIENT, seedDemoIntegrationClient } from './demo-integration-client';
export { demoFeed } from './demo-feed';
export { runBatch, type RecordResult } from './batch-service';
export type { RecordServices } from './record-kind';

/**
 * The integration API (issue 29), registered with the prefix /api/integration/v1 outside the signed-in API: the
 * merchant's back-office systems call it with OAuth 2 client credentials, never a person's token.
 */
export async function integrationApi(app: ApiApp, { db, config, keySet, mailer }: ApiDeps & { keySet: JWTVerifyGetKey; mailer: Mailer }): Promise<void> {
  documentSecurity(app, 'integration client');
  requireIntegrationToken(app, { db, config, keySet });
  getIntegrationClient(app);
  postBatch(app, { db, config, mailer });
}

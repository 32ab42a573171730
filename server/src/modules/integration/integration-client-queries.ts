import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { hashRandomSecret, newRandomSecret } from '../../security/random-secret';
import type { IntegrationScope } from './integration-scopes';

export interface IntegrationClient {
  clientId: string;
  name: string;
  scopes: IntegrationScope[];
  createdAt: Date;
  secretRotatedAt: Date | null;
  disabledAt: Date | null;
  /** Where it gets its tokens, and its id there; undefined: the embedded provider, with its secret. */
  issuer?: { url: string; clientId: string };
}

const columns = ['client_id', 'name', 'scopes', 'created_at', 'secret_rotated_at', 'disabled_at', 'issuer', 'issuer_client_id'] as const;

const toClient = (row: {
  client_id: string;
  name: string;
  scopes: string[];
  created_at: Date;
  secret_rotated_at: Date | null;
  disabled_at: Date | null;
  issuer: string | null;
  issuer_client_id: string | null;
}): IntegrationClient => ({
  clientId: row.client_id,
  name: row.name,
  scopes: row.scopes as IntegrationScope[],
  createdAt: row.created_at,
  secretRotatedAt: row.secret_rotated_at,
  disabledAt: row.disabled_at,
  ...(row.issuer && row.issuer_client_id ? { issuer: { url: row.issuer, clientId: row.issuer_client_id } } : {}),
});

// Readable in logs and audit entries, and never mistaken for the portal's own client.
const newClientId = () => `integration-${randomBytes(6).toString('hex')}`;

/** Registers a client; its secret is returned this once and only its hash is kept. */
export async function createIntegrationClient(
  db: Db,
  input: { name: string; scopes: IntegrationScope[] },
): Promise<{ client: IntegrationClient; secret: string }> {
  const secret = newRandomSecret();
  const row = await db
    .insertInto('integration_clients')
    .values({ client_id: newClientId(), name: input.name, scopes: input.scopes, secret_hash: hashRandomSecret(secret) })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { client: toClient(row), secret };
}

/**
 * Registers a client of another issuer (INTEGRATION_ISSUER) by its id there: it has no secret here, and the
 * embedded provider never gives it a token.
 */
export async function createExternalIntegrationClient(
  db: Db,
  input: { name: string; scopes: IntegrationScope[]; issuer: string; issuerClientId: string },
): Promise<IntegrationClient> {
  const row = await db
    .insertInto('integration_clients')
    .values({
      client_id: newClientId(),
      name: input.name,
      scopes: input.scopes,
      secret_hash: null,
      issuer: input.issuer,
      issuer_client_id: input.issuerClientId,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toClient(row);
}

/** The client another issuer's token names (its client_id or azp claim); undefined when none is registered. */
export async function findExternalIntegrationClient(db: Db, issuer: string, issuerClientId: string): Promise<IntegrationClient | undefined> {
  const row = await db
    .selectFrom('integration_clients')
    .select(columns)
    .where('issuer', '=', issuer)
    .where('issuer_client_id', '=', issuerClientId)
    .executeTakeFirst();
  return row ? toClient(row) : undefined;
}

export async function listIntegrationClients(db: Db): Promise<IntegrationClient[]> {
  const rows = await db.selectFrom('integration_clients').select(columns).orderBy('created_at').orderBy('client_id').execute();
  return rows.map(toClient);
}

/** The client and its secret's hash, enabled or not; undefined when no client has the id. */
export async function findIntegrationClient(db: Db, clientId: string): Promise<(IntegrationClient & { secretHash: string | null }) | undefined> {
  const row = await db
    .selectFrom('integration_clients')
    .select([...columns, 'secret_hash'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { ...toClient(row), secretHash: row.secret_hash } : undefined;
}

/** Disables a client: no new token, and its tokens refused at once. False when no client has the id. */
export async function disableIntegrationClient(db: Db, clientId: string): Promise<boolean> {
  const result = await db
    .updateTable('integration_clients')
    .set({ disabled_at: new Date() })
    .where('client_id', '=', clientId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives an enabled client a new secret, returned this once; the old one stops working at once. Tokens already
 * issued run out on their own (minutes); disabling is the way to stop them now.
 */
export async function rotateIntegrationSecret(db: Db, clientId: string): Promise<string | undefined> {
  const secret = newRandomSecret();
  const result = await db
    .updateTable('integration_clients')
    .set({ secret_hash: hashRandomSecret(secret), secret_rotated_at: new Date() })
    .where('client_id', '=', clientId)
    .where('disabled_at', 'is', null)
    // Another issuer's client has its secret there.
    .where('issuer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? secret : undefined;
}

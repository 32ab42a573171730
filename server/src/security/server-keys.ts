import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db';

export interface ServerKeys {
  /** Private RSA signing keys of the embedded OpenID provider. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Loads the keys from the database, creating them on first start. Keys live in the database (not in files or
 * the repository) so every instance behind a load balancer signs and verifies with the same ones.
 */
export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const signingKeys = await loadOrCreate(db, 'oidc-signing-keys', async () => [await newSigningKey()]);
  const cookieKeys = await loadOrCreate(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys: signingKeys as JWK[], cookieKeys: cookieKeys as string[] };
}

/**
 * The secret that keys the hashes of e-mails and client addresses in the failure counters (server/src/throttle),
 * so the table cannot be read back into who tried what by hashing every address there is.
 */
export async function loadThrottleKey(db: Db): Promise<string> {
  return (await loadOrCreate(db, 'throttle-key', async () => randomBytes(32).toString('base64url'))) as string;
}

async function loadOrCreate(db: Db, name: string, create: () => Promise<unknown>): Promise<unknown> {
  const existing = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  // Two instances may race on first start: whoever inserts first wins and both read the winner back.
  await db
    .insertInto('server_keys')
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
}

/** The public half of the signing keys, for verifying tokens without an HTTP round trip. */
export function publicJwks(signingKeys: JWK[]): { keys: JWK[] } {
  return {
    keys: signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

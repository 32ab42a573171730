import { sql } from 'kysely';
import type { Db } from '../db';

/** Leeway past a token's `exp` for clocks that run a little behind the database's. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Lists a grant as revoked until every access token issued under it has expired, so the API refuses those
 * tokens on every instance (server/src/auth). Listing twice keeps the later expiry.
 */
export async function listRevokedGrant(db: Db, grantId: string, accessTokenTtlSeconds: number): Promise<void> {
  const expiresAt = new Date(Date.now() + (accessTokenTtlSeconds + CLOCK_SKEW_SECONDS) * 1000);
  await db
    .insertInto('revoked_grants')
    .values({ grant_id: grantId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('grant_id').doUpdateSet({ expires_at: expiresAt }))
    .execute();
  // Entries whose tokens have all expired protect nothing; the list stays as short as the sign-outs of one token life.
  await db
    .deleteFrom('revoked_grants')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

/** Everything issued under a grant goes, the grant with it, and its access tokens are listed as revoked. */
export async function revokeGrant(db: Db, grantId: string, accessTokenTtlSeconds: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('oidc_payloads')
      .where((eb) => eb.or([eb('grant_id', '=', grantId), eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)])]))
      .execute();
    await listRevokedGrant(trx, grantId, accessTokenTtlSeconds);
  });
}

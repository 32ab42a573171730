import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database, Db } from '../../db';
import { writeAuditEntry } from '../../audit-log';
import { RESET_PASSWORD_PATH } from './reset-password-path';

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A link someone asked for works for an hour. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Records a new one-time token for the user (only its hash is kept) and withdraws any earlier one: only the
 * newest link works. Returns the token, for the link, and the request's id.
 */
export async function issueResetToken(db: Kysely<Database>, userId: string, ttlMs = RESET_TOKEN_TTL_MS): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.updateTable('password_reset_requests').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  const { id } = await db
    .insertInto('password_reset_requests')
    .values({ user_id: userId, token_hash: hashResetToken(token), expires_at: new Date(Date.now() + ttlMs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

/** The provider's page where the token's owner chooses a password (server/src/oidc/password-reset-routes.ts). */
export const resetPasswordLink = (config: Config, token: string) => `${config.oidc.issuer}${RESET_PASSWORD_PATH}?token=${token}`;

/** Withdraws a link nobody received (the e-mail could not be sent). */
export async function withdrawResetToken(db: Db, id: string): Promise<void> {
  await db.updateTable('password_reset_requests').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export interface UsableResetRequest {
  id: string;
  userId: string;
  username: string;
  email: string;
}

/** The reset request a link's token belongs to, while it is the newest, unused and under an hour old. */
export async function findUsableResetRequest(db: Db, token: string): Promise<UsableResetRequest | undefined> {
  if (!token) return undefined;
  return db
    .selectFrom('password_reset_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id as id', 'u.id as userId', 'u.username as username', 'u.email as email'])
    .where('r.token_hash', '=', hashResetToken(token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Sets the new password, uses up the link and ends every sign-in of the user (sessions, grants and refresh
 * tokens in the provider's store), all or nothing. False when the link was used meanwhile (a second tab).
 * `listRevoked` lists the ended grants in the same transaction, so their unexpired access tokens stop working on
 * every instance too (issue 27 §6).
 */
export async function completePasswordReset(
  db: Db,
  request: UsableResetRequest,
  passwordHash: string,
  url: string,
  listRevoked: (trx: Db, grantIds: string[]) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_requests')
      .set({ used_at: new Date() })
      .where('id', '=', request.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', request.userId).execute();
    const ended = await trx
      .deleteFrom('oidc_payloads')
      .where(sql<string>`payload->>'accountId'`, '=', request.userId)
      .returning(['model', 'id', 'grant_id'])
      .execute();
    const grantIds = new Set(ended.map((row) => (row.model === 'Grant' ? row.id : row.grant_id)).filter((id): id is string => !!id));
    await listRevoked(trx, [...grantIds]);
    await writeAuditEntry(trx, {
      user: { id: request.userId, username: request.username },
      action: 'password-reset-completed',
      appname: 'Settings',
      url,
      message: 'Password changed with a reset link; every sign-in ended',
    });
    return true;
  });
}

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { writeAuditEntry } from '../../audit-log';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

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
 */
export async function completePasswordReset(db: Db, request: UsableResetRequest, passwordHash: string, url: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_requests')
      .set({ used_at: new Date() })
      .where('id', '=', request.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', request.userId).execute();
    await trx.deleteFrom('oidc_payloads').where(sql<string>`payload->>'accountId'`, '=', request.userId).execute();
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

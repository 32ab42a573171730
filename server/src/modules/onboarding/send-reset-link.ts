import type { Config } from '../../config';
import type { Db, UserRow } from '../../db';
import { writeAuditEntry } from '../../audit-log';
import { passwordResetMail, type Mailer } from '../../mail';
import { issueResetToken, resetPasswordLink, withdrawResetToken } from './password-reset-tokens';

/** Requests per user per hour; more would only fill their inbox. */
export const MAX_RESETS_PER_HOUR = 5;

/** How many reset links the user has been sent in the last hour, however they asked. */
export async function resetLinksInLastHour(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('password_reset_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - 60 * 60 * 1000))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Records a one-time reset token for the user with its audit entry, and e-mails them the link. A link nobody
 * received must not stay usable: when the e-mail cannot be sent it is withdrawn and the error thrown on.
 */
export async function sendResetLink(
  { db, config, mailer }: { db: Db; config: Config; mailer: Mailer },
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'name'>,
  audit: { appname: string; sessionid: string | null; url: string; message: string },
): Promise<void> {
  const { id, token } = await db.transaction().execute(async (trx) => {
    const issued = await issueResetToken(trx, user.id);
    await writeAuditEntry(trx, { user, action: 'password-reset-requested', ...audit });
    return issued;
  });
  try {
    await mailer.send(passwordResetMail({ to: user.email, name: user.name, link: resetPasswordLink(config, token), support: config.support }));
  } catch (error) {
    await withdrawResetToken(db, id);
    throw error;
  }
}

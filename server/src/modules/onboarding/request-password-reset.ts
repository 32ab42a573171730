import { createHash, randomBytes } from 'node:crypto';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  INTERNAL_USER_PASSWORD_MESSAGE,
  passwordResetResultSchema,
  passwordResetSentMessage,
} from '@farm/shared/domain';
import { ApiError, ok, type ApiApp, type ApiDeps } from '../../http';
import { writeAuditEntry } from '../audit';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Requests per user per hour; more would only fill their inbox. */
export const MAX_RESETS_PER_HOUR = 5;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * POST /api/myuser/passwordreset (spec 1 §7): no body; records a one-time reset token (only its hash is
 * stored) valid for an hour, replacing any earlier one, and answers the message the user reads. There is no
 * mail server in this installation, so the e-mail is logged rather than sent. Internal users get 403: they
 * cannot change their password in MyFarm (spec 1 §6).
 */
export function requestPasswordReset(app: ApiApp, { db, config }: ApiDeps): void {
  app.post(
    '/myuser/passwordreset',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Send the signed-in user a password reset link',
        response: {
          201: envelopeSchema(passwordResetResultSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth;
      if (user.internal) throw new ApiError(403, 'INTERNAL_USER', INTERNAL_USER_PASSWORD_MESSAGE);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      const { count } = await db
        .selectFrom('password_reset_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_RESETS_PER_HOUR) {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'You have asked for several reset links already. Please check your inbox or try again later.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
      await db.transaction().execute(async (trx) => {
        // Only the newest link works.
        await trx
          .updateTable('password_reset_requests')
          .set({ used_at: new Date() })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
        await trx.insertInto('password_reset_requests').values({ user_id: user.id, token_hash: hashResetToken(token), expires_at: expiresAt }).execute();
        await writeAuditEntry(trx, {
          user,
          action: 'password-reset-requested',
          appname: 'Settings',
          sessionid: sessionId,
          url: request.url,
          message: 'Password reset link requested',
        });
      });
      // No mail server here: say what would be sent, without the token, which must never reach a log.
      request.log.info(
        { to: user.email, expiresAt: expiresAt.toISOString(), resetPage: `${config.publicUrl}/reset-password` },
        'password reset requested: an e-mail with a one-time reset link would be sent (no mail server configured)',
      );
      return reply.code(201).send(ok({ message: passwordResetSentMessage(user.email) }));
    },
  );
}

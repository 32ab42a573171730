import {
  envelopeSchema,
  errorEnvelopeSchema,
  INTERNAL_USER_PASSWORD_MESSAGE,
  passwordResetResultSchema,
  passwordResetSentMessage,
} from '@farm/shared/domain';
import { ApiError, ok, type ApiApp, type ApiDeps } from '../../http';
import { passwordResetMail, type Mailer } from '../../mail';
import { writeAuditEntry } from '../../audit-log';
import { issueResetToken, resetPasswordLink, withdrawResetToken } from './password-reset-tokens';

/** Requests per user per hour; more would only fill their inbox. */
export const MAX_RESETS_PER_HOUR = 5;

/**
 * POST /api/myuser/passwordreset (spec 1 §7): no body; records a one-time reset token (only its hash is
 * stored) valid for an hour, replacing any earlier one, e-mails the link to the provider's reset page
 * (server/src/oidc/password-reset-routes.ts) and answers the message the user reads. Internal users get 403:
 * they cannot change their password in MyFarm (spec 1 §6). With an external issuer, passwords live there.
 */
export function requestPasswordReset(app: ApiApp, { db, config }: ApiDeps, mailer: Mailer): void {
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
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth;
      if (user.internal) throw new ApiError(403, 'INTERNAL_USER', INTERNAL_USER_PASSWORD_MESSAGE);
      if (!config.oidc.embedded) {
        throw new ApiError(409, 'PASSWORD_MANAGED_BY_ISSUER', 'Your password is managed by your sign-in service; change it there.');
      }
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
      const { id, token } = await db.transaction().execute(async (trx) => {
        const issued = await issueResetToken(trx, user.id);
        await writeAuditEntry(trx, {
          user,
          action: 'password-reset-requested',
          appname: 'Settings',
          sessionid: sessionId,
          url: request.url,
          message: 'Password reset link requested',
        });
        return issued;
      });
      const link = resetPasswordLink(config, token);
      try {
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, link, support: config.support }));
      } catch (error) {
        // A link nobody received must not stay usable; the user asks again once mail works.
        await withdrawResetToken(db, id);
        request.log.error({ err: error }, 'password reset e-mail not sent');
        throw new ApiError(502, 'MAIL_NOT_SENT', 'The password reset e-mail could not be sent.');
      }
      return reply.code(201).send(ok({ message: passwordResetSentMessage(user.email) }));
    },
  );
}

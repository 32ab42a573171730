import { envelopeSchema, INTERNAL_USER_PASSWORD_MESSAGE, passwordResetResultSchema, passwordResetSentMessage } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import type { Mailer } from '../../mail';
import type { FailureThrottle } from '../../throttle';
import { MAX_RESETS_PER_HOUR, resetLinksInLastHour, sendResetLink } from './send-reset-link';

export { MAX_RESETS_PER_HOUR };

/**
 * POST /api/myuser/passwordreset (spec 1 §7): no body; records a one-time reset token (only its hash is
 * stored) valid for an hour, replacing any earlier one, e-mails the link to the provider's reset page
 * (server/src/oidc/password-reset-routes.ts) and answers the message the user reads. Internal users get 403:
 * they cannot change their password in MyFarm (spec 1 §6). With an external issuer, passwords live there.
 * Besides the limit per user, requests are counted per client address with the signed-out "Forgot password?"
 * page's (server/src/throttle).
 */
export function requestPasswordReset(app: ApiApp, { db, config }: ApiDeps, mailer: Mailer, throttle: FailureThrottle): void {
  app.post(
    '/myuser/passwordreset',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['onboarding'],
        summary: 'Send the signed-in user a password reset link',
        response: {
          201: envelopeSchema(passwordResetResultSchema),
          ...errorResponses(401, 403, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth;
      if (user.internal) throw new ApiError(403, 'INTERNAL_USER', INTERNAL_USER_PASSWORD_MESSAGE);
      if (!config.oidc.embedded) {
        throw new ApiError(409, 'PASSWORD_MANAGED_BY_ISSUER', 'Your password is managed by your sign-in service; change it there.');
      }
      if ((await resetLinksInLastHour(db, user.id)) >= MAX_RESETS_PER_HOUR) {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'You have asked for several reset links already. Please check your inbox or try again later.');
      }
      const attempt = { address: request.ip };
      const refused = await throttle.check('reset-request', attempt);
      if (refused) {
        reply.header('retry-after', Math.ceil(refused.retryAfterMs / 1000));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', refused.message);
      }
      await throttle.fail('reset-request', attempt);
      try {
        await sendResetLink({ db, config, mailer }, user, {
          appname: 'Settings',
          sessionid: sessionId,
          url: request.url,
          message: 'Password reset link requested',
        });
      } catch (error) {
        // The link was withdrawn; the user asks again once mail works.
        request.log.error({ err: error }, 'password reset e-mail not sent');
        throw new ApiError(502, 'MAIL_NOT_SENT', 'The password reset e-mail could not be sent.');
      }
      return reply.code(201).send(ok({ message: passwordResetSentMessage(user.email) }));
    },
  );
}

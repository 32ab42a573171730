import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { pageRoute } from '../http';
import { completePasswordReset, findUsableResetRequest, RESET_PASSWORD_PATH } from '../modules/onboarding';
import { hashPassword } from '../security/password';
import type { FailureThrottle } from '../throttle';
import { OIDC_MOUNT_PATH } from './create-provider';
import { renderMessagePage } from './pages/message-page';
import type { Page } from './pages/html';
import { renderResetPasswordPage } from './pages/reset-password-page';
import { listRevokedGrant } from './revoke-grant';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from './reset-password-rules';
import { sendPage } from './send-page';

export const RESET_LINK_UNUSABLE = 'This reset link has expired or has already been used';
export const PASSWORD_CHANGED = 'Your password has been changed';

interface ResetBody {
  token?: string;
  password?: string;
  confirm?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page an e-mailed reset link opens (see request-password-reset.ts): choose a new password, once, within
 * the hour. Registered inside interactionRoutes' scope, whose form-body parser it shares. Links that do not work
 * are counted per client address (server/src/throttle), so nobody can try link after link; choosing a password
 * clears the e-mail's failed sign-ins, since whoever reads its mail may sign in again at once.
 */
export function passwordResetRoutes(app: FastifyInstance, { db, config, throttle }: { db: Db; config: Config; throttle: FailureThrottle }): void {
  const action = `${OIDC_MOUNT_PATH}${RESET_PASSWORD_PATH}`;
  const signIn = { href: `${config.publicUrl}/`, text: 'Sign in to MyFarm' };
  const pages = pageRoute(config);
  const html = (reply: FastifyReply, page: Page, status = 200) =>
    // The token is in the URL: never let it leave in a Referer (sendPage keeps it out of every cache).
    sendPage(reply.header('referrer-policy', 'no-referrer'), page, status);
  const unusable = (reply: FastifyReply) =>
    html(
      reply,
      renderMessagePage(
        RESET_LINK_UNUSABLE,
        `Reset links work once, and only for a while. Ask for a new one with "Forgot password?" on the sign-in page, or call ${config.support.phone}.`,
        signIn,
      ),
      410,
    );

  /** The request behind the token, or an answer already sent: a refusal for too many bad links, or 410. */
  const usableRequest = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const attempt = { address: request.ip };
    const refused = await throttle.check('reset-link', attempt);
    if (refused) {
      reply.header('retry-after', Math.ceil(refused.retryAfterMs / 1000));
      await html(reply, renderMessagePage('Please wait', refused.message, signIn), 429);
      return undefined;
    }
    const found = await findUsableResetRequest(db, token);
    if (!found) {
      await throttle.fail('reset-link', attempt);
      await unusable(reply);
    }
    return found;
  };

  app.get<{ Querystring: { token?: string } }>(action, pages, async (request, reply) => {
    const token = text(request.query.token);
    const found = await usableRequest(request, reply, token);
    if (!found) return reply;
    return html(reply, renderResetPasswordPage({ action, token, email: found.email, minLength: MIN_PASSWORD_LENGTH }));
  });

  app.post<{ Body: ResetBody }>(action, pages, async (request: FastifyRequest<{ Body: ResetBody }>, reply) => {
    const token = text(request.body?.token);
    const found = await usableRequest(request, reply, token);
    if (!found) return reply;
    const password = text(request.body?.password);
    const problem = newPasswordProblem(password, text(request.body?.confirm), found.email);
    if (problem) {
      return html(reply, renderResetPasswordPage({ action, token, email: found.email, minLength: MIN_PASSWORD_LENGTH, error: problem }), 400);
    }
    const listRevoked = async (trx: Db, grantIds: string[]) => {
      for (const grantId of grantIds) await listRevokedGrant(trx, grantId, config.oidc.accessTokenTtlSeconds);
    };
    if (!(await completePasswordReset(db, found, await hashPassword(password), action, listRevoked))) return unusable(reply);
    await throttle.clear('sign-in', found.email);
    request.log.info({ event: 'password-reset-completed' }, 'password changed with a reset link');
    return html(reply, renderMessagePage(PASSWORD_CHANGED, 'Sign in with your new password. Every other sign-in to your account has been ended.', signIn));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { pageRoute } from '../http';
import type { Mailer } from '../mail';
import { MAX_RESETS_PER_HOUR, resetLinksInLastHour, sendResetLink } from '../modules/onboarding';
import { findUserByEmail } from '../modules/users';
import type { FailureThrottle } from '../throttle';
import { OIDC_MOUNT_PATH } from './create-provider';
import { renderForgotPasswordPage } from './pages/forgot-password-page';
import { sendPage } from './send-page';

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const ENTER_EMAIL = 'Enter the e-mail address you sign in with.';

/** The answer to every request, whether or not the address is anyone's: the page must not tell them apart. */
export const forgotPasswordSent = (email: string, phone: string) =>
  `If ${email} is the e-mail address of a MyFarm account, we have sent it a link to choose a new password. ` +
  `The link works once, for an hour. Nothing there? Check your spam folder, or call ${phone}.`;

interface ForgotBody {
  email?: string;
  back?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The signed-out way to a new password, linked from the sign-in page: the same one-time links as Settings' change
 * password (server/src/modules/onboarding), asked for by e-mail address. Every answer is the same page, and the
 * link is made and sent after it (so an address of an account takes no longer to answer than any other); requests
 * are counted per e-mail address typed and per client address. Internal users' passwords are not MyFarm's, so
 * they get the same page and no e-mail.
 */
export function forgotPasswordRoutes(
  app: FastifyInstance,
  { db, config, mailer, throttle }: { db: Db; config: Config; mailer: Mailer; throttle: FailureThrottle },
): void {
  const action = `${OIDC_MOUNT_PATH}${FORGOT_PASSWORD_PATH}`;
  // Only back to a sign-in of ours, never to an address someone put in a link.
  const backOf = (value: unknown) => (/^\/oidc\/interaction\/[\w-]{1,100}$/.test(text(value)) ? text(value) : `${config.publicUrl}/`);
  const pages = pageRoute(config);
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.get<{ Querystring: { back?: string } }>(action, pages, async (request, reply) =>
    sendPage(reply, renderForgotPasswordPage({ action, back: backOf(request.query.back) })),
  );

  app.post<{ Body: ForgotBody }>(action, pages, async (request: FastifyRequest<{ Body: ForgotBody }>, reply) => {
    const back = backOf(request.body?.back);
    const email = text(request.body?.email).trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) {
      return sendPage(reply, renderForgotPasswordPage({ action, back, email, error: ENTER_EMAIL }), 400);
    }
    const attempt = { email, address: request.ip };
    const refused = await throttle.check('reset-request', attempt);
    if (refused) {
      reply.header('retry-after', Math.ceil(refused.retryAfterMs / 1000));
      return sendPage(reply, renderForgotPasswordPage({ action, back, email, error: refused.message }), 429);
    }
    await throttle.fail('reset-request', attempt);
    const user = await findUserByEmail(db, email);
    if (user && !user.internal) {
      const send = (async () => {
        if ((await resetLinksInLastHour(db, user.id)) >= MAX_RESETS_PER_HOUR) return;
        await sendResetLink({ db, config, mailer }, user, {
          appname: 'Sign-in',
          sessionid: null,
          url: action,
          message: 'Password reset link requested from the sign-in page',
        });
      })().catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail not sent'));
      sending.add(send);
      void send.finally(() => sending.delete(send));
    }
    request.log.info({ event: 'password-reset-requested-signed-out' }, 'reset link asked for from the sign-in page');
    return sendPage(reply, renderForgotPasswordPage({ action, back, sent: forgotPasswordSent(email, config.support.phone) }));
  });
}

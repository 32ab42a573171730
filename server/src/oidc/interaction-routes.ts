import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db';
import { pageRoute } from '../http';
import type { Mailer } from '../mail';
import { findUserByEmail } from '../modules/users';
import { verifyAgainstNothing, verifyPassword } from '../security/password';
import type { FailureThrottle, Refusal } from '../throttle';
import { OIDC_MOUNT_PATH } from './create-provider';
import { FORGOT_PASSWORD_PATH, forgotPasswordRoutes } from './forgot-password-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { renderLoginPage } from './pages/login-page';
import { renderMessagePage } from './pages/message-page';
import { pageErrorHandler } from './provider-error-pages';
import { sendPage } from './send-page';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';

interface Options {
  provider: Provider;
  db: Db;
  config: Config;
  mailer: Mailer;
  throttle: FailureThrottle;
}

interface LoginBody {
  email?: string;
  password?: string;
}

/**
 * The provider's interaction step: our own login page (consent is never asked, see loadExistingGrant), and the
 * pages for a new password. Failed sign-ins are counted per e-mail and per client address (server/src/throttle):
 * past the limit even the right password is refused, with 429 and a message that says how long to wait.
 */
export async function interactionRoutes(app: FastifyInstance, { provider, db, config, mailer, throttle }: Options): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.setErrorHandler(pageErrorHandler(config));
  const pages = pageRoute(config);

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      renderMessagePage('Your sign-in has expired', 'For your security, sign-in pages time out. Please start again.', {
        href: `${config.publicUrl}/`,
        text: 'Sign in to MyFarm',
      }),
      400,
    );

  const loginPage = (uid: string, extra: { email?: string; error?: string } = {}) => {
    const path = `${OIDC_MOUNT_PATH}/interaction/${uid}`;
    return renderLoginPage({
      action: `${path}/login`,
      forgotPassword: `${OIDC_MOUNT_PATH}${FORGOT_PASSWORD_PATH}?${new URLSearchParams({ back: path })}`,
      support: config.support,
      ...extra,
    });
  };
  const refusedPage = (reply: FastifyReply, uid: string, email: string, refusal: Refusal) =>
    sendPage(reply.header('retry-after', Math.ceil(refusal.retryAfterMs / 1000)), loginPage(uid, { email, error: refusal.message }), 429);

  app.get<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid`, pages, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== request.params.uid) return expired(reply);
    if (details.prompt.name === 'login') return sendPage(reply, loginPage(details.uid));
    // Any other prompt (consent) is granted at once for the first-party portal.
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} });
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: { uid: string }; Body: LoginBody }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
    pages,
    async (request: FastifyRequest<{ Params: { uid: string }; Body: LoginBody }>, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expired(reply);
      const email = typeof request.body?.email === 'string' ? request.body.email.trim() : '';
      const password = typeof request.body?.password === 'string' ? request.body.password : '';
      const attempt = { email, address: request.ip };

      // Before the password is looked at, so past the limit the right one is refused too.
      const refused = await throttle.check('sign-in', attempt);
      if (refused) {
        request.log.info({ event: 'login-throttled', by: refused.by, reason: refused.reason }, 'sign-in refused: too many failures');
        return refusedPage(reply, details.uid, email, refused);
      }
      const user = email ? await findUserByEmail(db, email) : undefined;
      const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstNothing(password);
      if (!user || !valid) {
        request.log.info({ event: 'login-failed' }, 'sign-in refused');
        const next = await throttle.fail('sign-in', attempt);
        if (next?.reason === 'locked') return refusedPage(reply, details.uid, email, next);
        const error = next ? `${WRONG_CREDENTIALS} ${next.message.replace(/^Too many failed sign-in attempts\. /, '')}` : WRONG_CREDENTIALS;
        return sendPage(reply, loginPage(details.uid, { email, error }), 401);
      }
      // Only this e-mail's count: others signing in from the same address keep theirs.
      await throttle.clear('sign-in', email);
      // The admin screen's last sign-in.
      await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', user.id).execute();
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: user.id, remember: true },
      });
      return reply.redirect(returnTo, 303);
    },
  );

  passwordResetRoutes(app, { db, config, throttle });
  forgotPasswordRoutes(app, { db, config, mailer, throttle });
}

import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db';
import { findUserByEmail } from '../modules/users';
import { verifyAgainstNothing, verifyPassword } from '../security/password';
import { OIDC_MOUNT_PATH } from './create-provider';
import { passwordResetRoutes } from './password-reset-routes';
import { pageErrorHandler } from './provider-error-pages';
import { renderLoginPage } from './pages/login-page';
import { renderMessagePage } from './pages/message-page';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';

interface Options {
  provider: Provider;
  db: Db;
  config: Config;
}

interface LoginBody {
  email?: string;
  password?: string;
}

/** The provider's interaction step: our own login page (consent is never asked, see loadExistingGrant), and the password reset page. */
export async function interactionRoutes(app: FastifyInstance, { provider, db, config }: Options): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.setErrorHandler(pageErrorHandler(config));

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      renderMessagePage('Your sign-in has expired', 'For your security, sign-in pages time out. Please start again.', {
        href: `${config.publicUrl}/`,
        text: 'Sign in to MyFarm',
      }),
      400,
    );

  const loginPage = (uid: string, extra: { email?: string; error?: string } = {}) =>
    renderLoginPage({ action: `${OIDC_MOUNT_PATH}/interaction/${uid}/login`, support: config.support, ...extra });

  app.get<{ Params: { uid: string } }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expired(reply);
      if (details.prompt.name === 'login') return html(reply, loginPage(details.uid));
      // Any other prompt (consent) is granted at once for the first-party portal.
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} });
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: { uid: string }; Body: LoginBody }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { uid: string }; Body: LoginBody }>, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expired(reply);
      const email = typeof request.body?.email === 'string' ? request.body.email.trim() : '';
      const password = typeof request.body?.password === 'string' ? request.body.password : '';

      const user = email ? await findUserByEmail(db, email) : undefined;
      const valid = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstNothing(password);
      if (!user || !valid) {
        request.log.info({ event: 'login-failed' }, 'sign-in refused');
        return html(reply, loginPage(details.uid, { email, error: WRONG_CREDENTIALS }), 401);
      }
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: user.id, remember: true },
      });
      return reply.redirect(returnTo, 303);
    },
  );

  passwordResetRoutes(app, { db, config });
}

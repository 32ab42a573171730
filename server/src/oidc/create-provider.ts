import Provider, { errors, type ClientLike, type FoundAccount, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db';
import { INTEGRATION_SCOPES } from '../modules/integration';
import { findUserById } from '../modules/users';
import type { ServerKeys } from '../security/server-keys';
import { portalOrigins, refuseForeignPreflights } from './cors-origins';
import { createDbAdapterFactory } from './db-adapter';
import { storeHashedClientSecrets } from './integration-clients';
import { renderMessagePage } from './pages/message-page';
import { logoutSource, postLogoutSuccessSource } from './pages/logout-pages';
import { withoutRefreshTokenNonce } from './refresh-without-nonce';
import { setPageBody } from './send-page';

export const OIDC_MOUNT_PATH = '/oidc';
export const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'];
/** Every scope the provider knows: a person's (the portal's) and a merchant system's. */
const PROVIDER_SCOPES = [...OIDC_SCOPES, ...INTEGRATION_SCOPES];
/** The userinfo endpoint (server/src/oidc/userinfo-route.ts), served beside the provider. */
export const USERINFO_PATH = `${OIDC_MOUNT_PATH}/me`;
/**
 * What an access token for the API is granted: the OpenID scopes the portal asks for. The token is bound to the
 * API (its audience) and also answers at userinfo, so it carries the scopes userinfo reads, and the token
 * response reports them (RFC 6749 §5.1, RFC 9068 `scope`).
 */
const TOKEN_SCOPE = OIDC_SCOPES.join(' ');
/** Which claims each scope releases, in ID tokens and at userinfo. */
export const SCOPE_CLAIMS: Record<string, string[]> = {
  // sid: the sign-in session, so the portal's audit entries say which sign-in they came from (see findAccount).
  openid: ['sub', 'sid'],
  email: ['email', 'email_verified'],
  profile: ['name'],
};
const DAY = 24 * 60 * 60;
/** The portal keeps users signed in for 20 days (spec 1 §9, cookie lifetime 1,728,000 s). */
const SESSION_TTL = 20 * DAY;
/**
 * A provider session nobody has signed in to (a sign-out with no session, a sign-in not finished): its cookie and
 * row last minutes, not the 20 days of a signed-in one.
 */
const ANONYMOUS_SESSION_TTL = 10 * 60;

export function createOidcProvider(config: Config, db: Db, keys: ServerKeys): Provider {
  const { clientId, audience, accessTokenTtlSeconds } = config.oidc;
  const origins = portalOrigins(config);

  const provider = new Provider(config.oidc.issuer, {
    adapter: withoutRefreshTokenNonce(createDbAdapterFactory(db, { accessTokenTtlSeconds })),
    clients: [
      {
        client_id: clientId,
        client_name: 'MyFarm',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.oidc.redirectUris,
        post_logout_redirect_uris: config.oidc.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: PROVIDER_SCOPES,
    claims: SCOPE_CLAIMS,
    discovery: { userinfo_endpoint: `${config.publicUrl}${USERINFO_PATH}` },
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      // The merchant's systems (integration clients, read through the adapter: integration-clients.ts) get tokens
      // for the integration API with their client id and secret.
      clientCredentials: { enabled: true },
      // The provider's own userinfo finds only tokens it stores, and it stores no JWT access tokens: every token
      // the portal holds would be refused. Ours verifies them as the API does (server/src/oidc/userinfo-route.ts).
      userinfo: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only the tokens issued to it (the portal revokes its refresh token at logout).
        allowedPolicy: async (_ctx: KoaContextWithOIDC, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: postLogoutSuccessSource(config.publicUrl),
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for the portal API even though the browser never names it as a resource.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, resourceIndicator: string, client: ClientLike & { scope?: string }) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            // A person's token carries the portal's scopes; an integration client's, those it is registered for
            // (of which its token gets the ones it asked for).
            scope: client.clientId === clientId ? TOKEN_SCOPE : (client.scope ?? ''),
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The ID token's sid is the provider session's uid, which the code, the refresh tokens and the access tokens
    // all carry (oidc-provider itself sets sid only for back-channel logout clients). The portal sends it back as
    // X-Session-Id; tokens refreshed later in the same sign-in keep it.
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string, token?: { sessionUid?: string }): Promise<FoundAccount | undefined> => {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name, sid: token?.sessionUid }),
      };
    },
    // The API identifies the user by e-mail, the same way it would with an external issuer, the sign-in by sid, and
    // checks grant_id against the grants revoked since (sign-out, reuse detection: server/src/auth/revoked-grants.ts).
    extraTokenClaims: async (_ctx: KoaContextWithOIDC, token: { kind: string; accountId?: string; sessionUid?: string; grantId?: string }) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      return { email: user.email, ...(token.sessionUid ? { sid: token.sessionUid } : {}), ...(token.grantId ? { grant_id: token.grantId } : {}) };
    },
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { clientId: string; grantTypeAllowed(type: string): boolean }) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    // Public clients cannot keep a secret, so each refresh token works once; a replayed one is refused.
    rotateRefreshToken: true,
    // The portal is a first-party client: the user is never asked to consent to it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (oidc.client.clientId !== clientId) return undefined;
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(TOKEN_SCOPE);
      grant.addResourceScope(audience, TOKEN_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: (_ctx: KoaContextWithOIDC, session: { accountId?: string }) => (session.accountId ? SESSION_TTL : ANONYMOUS_SESSION_TTL),
      Grant: SESSION_TTL,
      RefreshToken: SESSION_TTL,
      // A back-office system's token (issue 29): it asks again every ten minutes, so a disabled client's last
      // token would lapse soon even if the per-request check did not already refuse it.
      ClientCredentials: 10 * 60,
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.has(origin),
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      setPageBody(
        ctx,
        renderMessagePage('Sorry, we could not sign you in', out.error_description ?? out.error ?? 'Something went wrong.', {
          href: `${config.publicUrl}/`,
          text: 'Back to MyFarm',
        }),
      );
    },
  });
  provider.use(refuseForeignPreflights(origins));
  storeHashedClientSecrets(provider);
  return provider;
}

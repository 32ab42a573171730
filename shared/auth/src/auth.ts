import { UserManager, WebStorageStateStore, type SigninSilentArgs, type User as OidcUser } from 'oidc-client-ts';
import { clientConfig } from './client-config';
import { needsRelogin } from './relogin-error';
import { safeReturnPath } from './return-path';
import { shareWhileRunning } from './share-while-running';

interface SignInState {
  returnPath: string;
}

let manager: UserManager | undefined;

/**
 * A refresh token works once: the provider refuses a second use and revokes the whole sign-in. The renewal timer
 * and API calls that find the token expired (after the laptop slept, say) can ask at the same moment, so they
 * share one refresh.
 */
class UserManagerRenewingOnce extends UserManager {
  private readonly renewOnce = shareWhileRunning((args?: SigninSilentArgs) => super.signinSilent(args));

  override signinSilent(args?: SigninSilentArgs): Promise<OidcUser | null> {
    return this.renewOnce(args);
  }
}

/**
 * Authorization code with PKCE. Tokens live in memory and in sessionStorage (oidc-client-ts's user store),
 * never in a cookie a script could read on another page.
 */
function userManager(): UserManager {
  if (manager) return manager;
  const { oidc } = clientConfig();
  const origin = window.location.origin;
  manager = new UserManagerRenewingOnce({
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: oidc.scope,
    metadata: oidc.metadata,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
  manager.events.addSilentRenewError((error) => {
    if (needsRelogin(error)) void signIn();
  });
  return manager;
}

const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

/** Sends the browser to the identity provider, remembering where to come back to. */
export async function signIn(returnPath: string = currentPath()): Promise<void> {
  const state: SignInState = { returnPath: safeReturnPath(returnPath) };
  await userManager().signinRedirect({ state });
}

/** Completes the redirect at /callback; resolves with the path saved before sign-in. */
export async function completeSignIn(): Promise<string> {
  const user = await userManager().signinRedirectCallback();
  return safeReturnPath((user.state as SignInState | undefined)?.returnPath);
}

export async function signedInUser(): Promise<OidcUser | null> {
  const user = await userManager().getUser();
  return user && !user.expired ? user : user?.refresh_token ? refresh() : null;
}

async function refresh(): Promise<OidcUser | null> {
  try {
    return await userManager().signinSilent();
  } catch (error) {
    if (needsRelogin(error)) await signIn();
    return null;
  }
}

/** The bearer token for API calls. Failures are swallowed (spec 1 §8); no token at all reloads the page. */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    const stored = await userManager().getUser();
    if (!stored) {
      window.location.reload();
      return undefined;
    }
    const user = stored.expired ? await refresh() : stored;
    return user?.access_token;
  } catch {
    return undefined;
  }
}

let sessionId: string | undefined;

export function getSessionId(): string | undefined {
  return sessionId;
}

export function rememberSessionId(id: string | undefined): void {
  sessionId = id;
}

/** Ends the session here and at the provider, so the next visit asks for credentials again. */
export async function endSession(): Promise<void> {
  const mgr = userManager();
  const user = await mgr.getUser();
  await mgr.revokeTokens(['refresh_token']).catch(() => undefined);
  await mgr.removeUser();
  await mgr.signoutRedirect({ id_token_hint: user?.id_token });
}

/**
 * Another tab has logged out and is ending the provider session: forget this tab's tokens and ask for the
 * login form. `prompt=login` makes the provider show it even if its session has not ended yet, so this tab
 * can never be signed back in silently, and no second end-session request races the first.
 */
export async function signInAfterLogoutElsewhere(): Promise<void> {
  const mgr = userManager();
  await mgr.revokeTokens(['refresh_token']).catch(() => undefined);
  await mgr.removeUser();
  const state: SignInState = { returnPath: '/dashboard' };
  await mgr.signinRedirect({ state, prompt: 'login' });
}

import { completeSignIn, signedInUser, signIn } from '@farm/auth';

/**
 * The page's entry. A visitor with no session is sent to sign in from here, having loaded only this file and
 * @farm/auth: no React, no widget and not even @farm/core. The portal loads only for a signed-in visit or the
 * return from the provider, and the page's modulepreload links have asked for it by then.
 */
async function boot() {
  if (window.location.pathname === '/callback') {
    // Exchange the code while the portal's code loads, not after; startPortal handles a failed exchange.
    const signingIn = completeSignIn();
    signingIn.catch(() => undefined);
    const { startPortal } = await import('./start-portal');
    await startPortal(signingIn);
    return;
  }
  if (!(await signedInUser())) {
    await signIn();
    return;
  }
  const { startPortal } = await import('./start-portal');
  await startPortal();
}

void boot();

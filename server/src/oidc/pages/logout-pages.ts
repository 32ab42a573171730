import type { KoaContextWithOIDC } from 'oidc-provider';
import { setPageBody } from '../send-page';
import { escapeHtml, page } from './html';

/**
 * The portal's "Log off" already is the user's confirmation, so the provider's end-session form submits itself
 * (with logout=yes, which also ends the provider session) instead of asking a second time. The button is there for
 * browsers without JavaScript.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const autoSubmit = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  setPageBody(
    ctx,
    page(
      'Signing out of MyFarm',
      `<h1>Signing out…</h1>
<p class="lead">You are being signed out of MyFarm.</p>
${autoSubmit}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`,
      "document.forms['op.logoutForm'].submit()",
    ),
  );
}

/** Shown only when the portal did not ask to come back (no post_logout_redirect_uri). */
export function postLogoutSuccessSource(portalUrl: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    setPageBody(
      ctx,
      page(
        'Signed out of MyFarm',
        `<h1>You have signed out</h1>
<p class="lead">Thank you for using MyFarm.</p>
<p><a href="${escapeHtml(portalUrl)}/">Sign in again</a></p>`,
      ),
    );
  };
}

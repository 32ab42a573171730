import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CookieJar } from './cookie-jar';
import { TEST_PUBLIC_URL } from './test-app';

/**
 * Signs out at the provider as the portal's "Log off" does after its own revoke call, here left out: the
 * end-session page, then its form (which the page submits itself) saying yes. Answers both responses.
 */
export async function signOut(
  app: FastifyInstance,
  { idToken, cookies }: { idToken: string; cookies: CookieJar },
): Promise<{ page: LightMyRequestResponse; confirm: LightMyRequestResponse }> {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/` });
  const page = await app.inject({ url: `/oidc/session/end?${query}`, headers: { cookie: cookies.header() } });
  cookies.store(page);
  assert.equal(page.statusCode, 200, page.body);
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const confirm = await app.inject({
    method: 'POST',
    url: new URL(action, TEST_PUBLIC_URL).pathname,
    headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  cookies.store(confirm);
  assert.equal(confirm.statusCode, 303, confirm.body);
  return { page, confirm };
}

import type { Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

interface AuditBody {
  data: { auditlog: { sessionid: string | null; url: string | null; action: string } };
}

/** The `sid` claim of the ID token the portal holds (oidc-client-ts keeps its user in session storage). */
const idTokenSid = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    const idToken = (JSON.parse(sessionStorage.getItem(key)!) as { id_token: string }).id_token;
    const payload = idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { sid?: string }).sid;
  });

/** Signs in as `email` in a new browser and returns the route-view audit entry the portal sends for /dashboard/weather. */
async function weatherVisit(page: Page, email: string) {
  await page.goto('/dashboard');
  await signIn(page, email);
  await expect(page.getByTestId('current-business')).toBeVisible();
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/logModel') && (r.request().postDataJSON() as AuditBody).data.auditlog.url === '/dashboard/weather',
  );
  await page.goto('/dashboard/weather');
  const response = await logged;
  return { response, body: response.request().postDataJSON() as AuditBody, header: await response.request().headerValue('x-session-id') };
}

test("audit entries carry the sign-in session's id, a new one for each sign-in", async ({ browser }) => {
  const sessions: string[] = [];
  for (const email of ['grower@myfarm.example', 'grower@myfarm.example']) {
    const page = await (await browser.newContext()).newPage();
    const { response, body, header } = await weatherVisit(page, email);
    expect(response.status()).toBe(201);
    const sid = await idTokenSid(page);
    expect(sid).toMatch(/^\S{10,}$/);
    expect(body.data.auditlog.sessionid).toBe(sid);
    expect(header).toBe(sid);
    sessions.push(sid!);
    await page.context().close();
  }
  expect(sessions[0]).not.toBe(sessions[1]);
});

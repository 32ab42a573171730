import type { Page } from '@playwright/test';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The nonce the page was served with, as the widgets read it (the attribute itself reads as '' by now). */
const pageNonce = (page: Page) => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Dashboard/ });

async function signInToDashboard(page: Page) {
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expect(dashboardHeading(page)).toBeVisible();
}

test('the dashboard, opened again, is revalidated with a 304 and runs under the policy stored with the page', async ({ page }) => {
  await signInToDashboard(page);
  // The browser's copy of /dashboard is now this page, with this nonce in its body and its policy.
  await page.reload();
  await expect(dashboardHeading(page)).toBeVisible();
  const storedNonce = await pageNonce(page);
  expect(storedNonce).toMatch(/^[\w+/]{22}==$/);

  // What went over the wire: Playwright reports the page the cache gave, DevTools' raw events the 304.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const documents = new Set<string>();
  const sent: { status: number; policy: string | undefined }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Document') documents.add(requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
    if (!documents.has(requestId)) return;
    const policy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
    sent.push({ status: statusCode, policy });
  });
  await page.reload();
  await expect(dashboardHeading(page)).toBeVisible();

  // The server said 304 and sent no new policy (Chromium would put a new one on the page it keeps, whose
  // inline scripts carry the old nonce), and the page kept its nonce: its inline scripts ran, as the heading
  // shows, and nothing was refused (the fixture checks that).
  await expect.poll(() => sent).toEqual([{ status: 304, policy: undefined }]);
  expect(await pageNonce(page)).toBe(storedNonce);
});

test('a portal page refuses an inline event handler an injection would bring, and the CSP check reports it', async ({ page, cspViolations }) => {
  await signInToDashboard(page);
  expect(cspViolations).toEqual([]);

  await page.evaluate(() => {
    const injected = document.createElement('div');
    injected.innerHTML = '<img alt="" src="data:," onerror="document.body.dataset.injected = \'ran\'">';
    document.body.append(injected);
  });

  await expect.poll(() => cspViolations.join('\n')).toMatch(/inline event handler violates the following Content Security Policy directive 'script-src/);
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  // Provoked on purpose: not a failure of this test.
  cspViolations.length = 0;
});

test('the API explorer draws its operations under its policy, with no inline style let through (the auto check fails on any violation)', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /MyFarm portal API/ })).toBeVisible();
  await page.locator('.opblock-summary').first().click();
  await expect(page.getByRole('button', { name: 'Try it out' }).first()).toBeVisible();
});

import type { Page } from '@playwright/test';
import { pageIdle } from './support/page-idle';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// releases@myfarm.example joined before the two releases of the last 14 days and has never opened the
// update centre; the popup count lives on the server, so these steps run in order.
test.describe.configure({ mode: 'serial' });

const popup = (page: Page) => page.getByRole('dialog', { name: /^What's new in MyFarm: / });
const countSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/myuser/release-notes/state') && r.request().method() === 'PUT');

test('the release popup shows the newest unread release at most twice', async ({ page }) => {
  let saved = countSaved(page);
  await openSignedIn(page, '/dashboard', 'releases@myfarm.example');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toHaveAccessibleName("What's new in MyFarm: Weather for your farm");
  await expect(popup(page)).toContainText('5 day forecast');
  await saved;
  await page.screenshot({ path: screenshotPath('release-popup') });
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);

  saved = countSaved(page);
  await page.reload();
  await expect(popup(page)).toBeVisible();
  await saved;
  await popup(page).getByRole('button', { name: 'Close' }).click();

  // The popup is decided once the start-up answer (release notes and the user's state) has arrived: a third
  // showing would be in the page when it has handled it.
  const startup = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/myuser/startup');
  await page.reload();
  await (await startup).finished();
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  await pageIdle(page);
  await expect(popup(page)).toHaveCount(0);
});

test('the count and the last-seen time follow the user to another browser, and the update centre marks releases seen', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = countSaved(page);
  await openSignedIn(page, '/dashboard/updatecentre', 'releases@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  await seen;
  // Shown twice already (in the other browser): no popup here.
  await expect(popup(page)).toHaveCount(0);
  const state = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    const response = await fetch('/api/myuser/release-notes/state', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { state: { lastSeenAt: string; popupShownCount: number } } }).data.state;
  });
  expect(state.popupShownCount).toBe(2);
  expect(Date.now() - Date.parse(state.lastSeenAt)).toBeLessThan(60_000);
  await context.close();
});

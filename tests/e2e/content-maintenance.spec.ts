import { DAY, HOUR, interceptDowntime, replaceStartupDowntime } from './support/content-routes';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Every downtime here is an intercepted answer for this page only: the shared server never goes down.

test('while MyFarm is down the full-page maintenance screen shows the message and the support contact', async ({ page }) => {
  await interceptDowntime(page, { downtime: { appName: 'MyFarm', showDownTime: true, start: -HOUR, end: 2 * HOUR } });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  const screen = page.getByRole('dialog', { name: 'Planned maintenance' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(/MyFarm is undergoing maintenance\. We will be back online by \d{1,2}:\d{2} (AM|PM) on \d{2}\/\d{2}\/\d{4}/);
  await expect(screen.getByRole('link', { name: '01234 567890' })).toHaveAttribute('href', 'tel:01234567890');
  await expect(screen.getByRole('link', { name: 'support@myfarm.example' })).toHaveAttribute('href', 'mailto:support@myfarm.example');
  // Escape does not dismiss it, and the dashboard behind it is not mounted.
  await page.keyboard.press('Escape');
  await expect(screen).toBeVisible();
  await expect(page.locator('#main-slot')).toHaveText('');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('maintenance-screen-375') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath('maintenance-screen-1280') });
});

test('a downtime that is switched off shows no maintenance screen', async ({ page }) => {
  await interceptDowntime(page, { downtime: { appName: 'MyFarm', showDownTime: false, start: -HOUR, end: HOUR } });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Planned maintenance' })).toHaveCount(0);
});

test('the dashboard shows a dismissible maintenance toast in the 7 days before a downtime', async ({ page }) => {
  await interceptDowntime(page, { downtime: { appName: 'MyFarm', showDownTime: true, start: 3 * DAY, end: 3 * DAY + 4 * HOUR } });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  const toast = page.getByTestId('maintenance-toast');
  await expect(toast).toContainText(/^Planned maintenance: MyFarm will be unavailable from \d{1,2}:\d{2} (AM|PM) on \d{2}\/\d{2}\/\d{4} until/);
  await page.screenshot({ path: screenshotPath('maintenance-toast') });

  // Only on the dashboard.
  await page.getByRole('link', { name: 'MyFarm home' }).waitFor();
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/policies'));
  await expect(toast).toHaveCount(0);
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard'));
  await expect(toast).toBeVisible();

  await page.getByRole('button', { name: 'Dismiss maintenance notice' }).click();
  await expect(toast).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('no maintenance toast more than 7 days before the downtime', async ({ page }) => {
  await interceptDowntime(page, { downtime: { appName: 'MyFarm', showDownTime: true, start: 8 * DAY, end: 8 * DAY + HOUR } });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  await expect(page.getByTestId('maintenance-toast')).toHaveCount(0);
});

test("a failed downtime load reads 'Failed to fetch downtime data' and the portal keeps working", async ({ page }) => {
  await replaceStartupDowntime(page, null);
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByText('Failed to fetch downtime data')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
});

test('the real start-up call, which carries the downtime, is uncached and answers no active downtime', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/myuser/startup'));
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  const response = await answer;
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { data: { downtime: { downtime: { showDownTime: boolean }; maintenance: unknown[] } } };
  expect(body.data.downtime.downtime.showDownTime).toBe(false);
  expect(body.data.downtime.maintenance).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Planned maintenance' })).toHaveCount(0);
});

test('the dashboard video shows only when its config turns it on', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ body: '<html><body>video</body></html>', contentType: 'text/html' }));
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  await expect(page.getByTestId('dashboard-video')).toHaveCount(0);

  await page.route('**/api/content/video', (route) =>
    route.fulfill({ json: { status: 200, data: { video: { apiKey: '', channelId: 'UCdemo', currentVideoId: 'M7lc1UVf-VE', showVideo: true } } } }),
  );
  await page.reload();
  const video = page.getByTestId('dashboard-video');
  await expect(video).toBeVisible();
  await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  await expect(video.locator('iframe')).toHaveAttribute('title', 'MyFarm video');
});

import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

test('the dashboard dev page signs in and shows <farm-dashboard> on its own', async ({ page }) => {
  await openSignedIn(page, '/dev/dashboard/', 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/dashboard\/$/);
  await expect(page.getByText('Standalone dev page for @farm/dashboard')).toBeVisible();
  // Playwright's role queries pierce the element's open shadow root.
  await expect(page.locator('farm-dashboard').getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  expect(await page.locator('farm-dashboard').evaluate((el) => el.shadowRoot?.querySelector('style') !== null)).toBe(true);
  await page.screenshot({ path: screenshotPath('dev-dashboard'), fullPage: true });
});

test('the shell dev page shows <farm-shell> with the business switcher', async ({ page }) => {
  await openSignedIn(page, '/dev/shell/', 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/shell\/$/);
  await expect(page.locator('farm-shell').getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await page.screenshot({ path: screenshotPath('dev-shell') });
});

test('dev pages in mock mode show the demo data, sign in no one and send no API call to the server', async ({ page, context }) => {
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const answeredInPage: string[] = [];
  const reachedServer: string[] = [];
  const failed: string[] = [];
  // The page's API calls must all be answered by the mock worker in the page. One the worker passed on would
  // show as a request of the worker itself (Playwright reports those in Chromium); one made past the worker
  // would have a response that did not come from it.
  context.on('request', (request) => {
    if (isApi(request.url()) && request.serviceWorker()) reachedServer.push(`worker: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (!isApi(response.url())) return;
    if (response.fromServiceWorker()) answeredInPage.push(new URL(response.url()).pathname);
    else reachedServer.push(`page: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) failed.push(request.url());
  });

  await page.goto('/dev/weather/?mock');
  await expect(page.getByText('Standalone dev page for @farm/weather with mock data')).toBeVisible();
  // The card follows the demo business (Saffron Walden); the page element names its own postcode.
  const [card, full] = [page.locator('farm-weather[variant="card"]'), page.locator('farm-weather[variant="page"]')];
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Weather - Saffron Walden');
  await expect(full.getByRole('heading', { level: 1 })).toHaveText('Weather - Market Rasen');
  await expect(full.locator('tbody tr')).toHaveCount(8);
  await expect(full.getByTestId('weather-demo-note')).toBeVisible();
  await full.getByRole('button', { name: '5 day forecast' }).click();
  await expect(full.locator('tbody tr')).toHaveCount(5);
  await page.screenshot({ path: screenshotPath('dev-weather-mock'), fullPage: true });

  await page.goto('/dev/legal/?mock');
  await expect(page.getByText('Standalone dev page for @farm/legal with mock data')).toBeVisible();
  const legal = page.locator('farm-legal');
  await expect(legal.getByRole('tab', { name: 'Terms and Conditions' })).toHaveAttribute('aria-selected', 'true');
  await expect(legal.getByText('Terms and Conditions text')).toBeVisible();
  await legal.getByRole('tab', { name: 'Cookie Policy' }).click();
  await expect(legal.getByText('Cookie Policy text')).toBeVisible();
  // Nobody signed in: the page never went to the provider's login.
  await expect(page).toHaveURL(/\/dev\/legal\/\?mock$/);

  expect(answeredInPage).toEqual(expect.arrayContaining(['/api/weather', '/api/content/legal/terms-and-conditions', '/api/content/legal/cookie-policy']));
  expect(reachedServer).toEqual([]);
  expect(failed).toEqual([]);

  // The worker is registered for /dev/ only: the browser never hands it a portal page.
  const registrations = await page.evaluate(async () => ({
    scopes: (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    portal: (await navigator.serviceWorker.getRegistration('/dashboard/weather')) !== undefined,
  }));
  expect(registrations).toEqual({ scopes: ['/dev/'], portal: false });
});

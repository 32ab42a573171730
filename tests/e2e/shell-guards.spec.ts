import type { Page } from '@playwright/test';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Spec 1 §2 route guards, end to end. shell@myfarm.example works on Marsh Lane Contracting (MARS0009, seeded
// by server/src/seeds/shell-demo.ts): no address, Calculators locked, Oxbury hidden, not an admin.
const SHELL_USER = 'shell@myfarm.example';
const PHONE = '01234 567890';
const EMAIL = 'support@myfarm.example';

async function openAs(page: Page, path: string, email: string) {
  await openSignedIn(page, path, email);
}

const dashboardPath = /\/dashboard$/;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a direct URL of a locked tile goes to the dashboard and opens the access dialog', async ({ page }) => {
  await openAs(page, '/dashboard/calculators', SHELL_USER);
  await expect(page).toHaveURL(dashboardPath);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText("Looks like you don't have access to Calculators.");
  await expect(dialog).toContainText(PHONE);
  await expect(dialog).toContainText(EMAIL);
  await page.screenshot({ path: screenshotPath('shell-access-dialog-direct-url') });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

test('a direct URL of a hidden tile and an in-app navigation to a locked one are refused the same way', async ({ page }) => {
  await openAs(page, '/dashboard/oxbury', SHELL_USER);
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText("Looks like you don't have access to Oxbury.");
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/calculators'));
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText("Looks like you don't have access to Calculators.");
});

test('a locked sidebar item opens the access dialog instead of navigating', async ({ page }) => {
  await openAs(page, '/dashboard', SHELL_USER);
  const locked = mainNav(page).getByRole('link', { name: /Calculators/ });
  await expect(locked).toContainText('(locked)');
  await expect(mainNav(page).getByRole('link', { name: /Oxbury/ })).toHaveCount(0);
  await locked.click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText("Looks like you don't have access to Calculators.");
  await expect(page).toHaveURL(dashboardPath);
});

test("crop marketing sends an account without an address back home, saying why: 'No Collection Address'", async ({ page }) => {
  await openAs(page, '/dashboard/myc', SHELL_USER);
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const dialog = page.getByRole('dialog', { name: 'No Collection Address' });
  await expect(dialog).toContainText('There are no collection addresses associated with this account, please contact');
  await expect(dialog).toContainText(PHONE);
  await expect(dialog).toContainText(EMAIL);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same from inside the portal: the price alerts page of the area, by an in-app navigation.
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/myc/alerts'));
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('dialog', { name: 'No Collection Address' })).toBeVisible();
});

test('the admin path redirects to the dashboard unless the selected account is admin', async ({ page }) => {
  await openAs(page, '/dashboard/admin', SHELL_USER);
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

test('the admin path sends an internal user away even when the record makes them admin of the account', async ({ page }) => {
  // shell-staff@ is internal staff and an admin of Marsh Lane Contracting (spec 1 §6: admin only when not internal).
  await openAs(page, '/dashboard/admin', 'shell-staff@myfarm.example');
  await expect(page.getByTestId('current-business')).toHaveText('Marsh Lane Contracting');
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/admin'));
  await expect(page).toHaveURL(dashboardPath);
});

test('the admin path stays for an admin of the selected account', async ({ page }) => {
  // grower@ administers Harrison Farms Ltd, the account it starts on.
  await openAs(page, '/dashboard/admin', 'grower@myfarm.example');
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('a user with terms pending is sent to the terms, with the sidebar hidden', async ({ page }) => {
  await openAs(page, '/dashboard/weather', 'shell-terms@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard\/terms$/);
  await expect(page.getByTestId('current-business')).toHaveText('Marsh Lane Contracting');
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.locator('#sidebar-slot')).toBeEmpty();

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/myaccount'));
  await expect(page).toHaveURL(/\/dashboard\/terms$/);
  await expect(mainNav(page)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('shell-terms-redirect') });
});

test('a user who must activate is sent to activation, with the sidebar hidden', async ({ page }) => {
  await openAs(page, '/dashboard', 'shell-activate@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard\/activation$/);
  await expect(page.getByTestId('current-business')).toHaveText('Marsh Lane Contracting');
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.locator('#sidebar-slot')).toBeEmpty();

  // Not even the terms page comes first: activation does.
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/terms'));
  await expect(page).toHaveURL(/\/dashboard\/activation$/);
});

test('an unknown path shows the 404 page, and Back to Home goes to the dashboard', async ({ page }) => {
  await openAs(page, '/dashboard/no-such-page', SHELL_USER);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-404') });
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(dashboardPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  await page.goto('/dashboard/404');
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
});

test('an area whose widget the page’s import map does not carry shows an honest notice, not a screen', async ({ page }) => {
  await openAs(page, '/dashboard', SHELL_USER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  // Every area of the route table is built now; a deployment without one is simulated by taking its widget out of
  // the import map the portal page inlines.
  await page.route(
    (url) => url.pathname === '/dashboard/grainsampling/create-parcel',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"@farm\/samples":\s*"[^"]*",\s*/, '');
      expect(html).not.toContain('"@farm/samples"');
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  await page.goto('/dashboard/grainsampling/create-parcel');
  await expect(page.getByRole('heading', { name: 'Create Parcel' })).toBeVisible();
  await expect(page.getByText('Create Parcel is not available in this version of MyFarm yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(dashboardPath);
});

test('a widget that fails to load shows the route error screen with Refresh', async ({ page }) => {
  await page.route('**/assets/widgets/dashboard-*.js', (route) => route.abort());
  await openAs(page, '/dashboard', SHELL_USER);
  await expect(page.getByText('Something went wrong. Please refresh the page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-route-error') });

  await page.unroute('**/assets/widgets/dashboard-*.js');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText('Something went wrong. Please refresh the page.')).toHaveCount(0);
});

test('breadcrumbs show the trail from the route table and lead back up it', async ({ page }) => {
  await openAs(page, '/dashboard/myaccount/payment-info', 'grower@myfarm.example');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Dashboard', 'My Account', 'How do I pay?']);
  await expect(trail.getByText('How do I pay?')).toHaveAttribute('aria-current', 'page');
  await trail.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myaccount$/);
  await expect(trail.getByRole('listitem')).toHaveText(['Dashboard', 'My Account']);
  await trail.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(dashboardPath);
  await expect(trail).toHaveCount(0);
});

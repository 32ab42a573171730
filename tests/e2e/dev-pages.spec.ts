import { screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the dashboard dev page signs in and shows <farm-dashboard> on its own', async ({ page }) => {
  await page.goto('/dev/dashboard/');
  await signIn(page, 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/dashboard\/$/);
  await expect(page.getByText('Standalone dev page for <farm-dashboard>')).toBeVisible();
  // Playwright's role queries pierce the element's open shadow root.
  await expect(page.locator('farm-dashboard').getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  expect(await page.locator('farm-dashboard').evaluate((el) => el.shadowRoot?.querySelector('style') !== null)).toBe(true);
  await page.screenshot({ path: screenshotPath('dev-dashboard'), fullPage: true });
});

test('the shell dev page shows <farm-shell> with the business switcher', async ({ page }) => {
  await page.goto('/dev/shell/');
  await signIn(page, 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/shell\/$/);
  await expect(page.locator('farm-shell').getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await page.screenshot({ path: screenshotPath('dev-shell') });
});

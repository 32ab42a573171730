import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Access brief: activation, the bank partner check and the farm management frame.
// activate@myfarm.example is used only here (activating changes it); lead@ (Whitfield Agriculture, not a customer
// of the partner bank) and grower@ (Harrison Farms Ltd, a customer) are only read, never switched.
const FARM_MANAGEMENT_URL = 'https://farm-management.example';
const PROMPT_TITLE = 'Your business does not bank with Oxbury yet';

async function openAs(page: Page, path: string, email: string) {
  await openSignedIn(page, path, email);
}

test('activation: the code rules, a wrong code, then the right code leads to the pending terms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '/dashboard', 'activate@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard\/activation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your MyFarm account');
  // The route table hides the sidebar here.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('activation-1280'), fullPage: true });
  await expectNoSeriousViolations(page);

  const code = page.getByLabel('Activation code');
  const activate = page.getByRole('button', { name: 'Activate' });
  await activate.click();
  await expect(page.getByRole('alert')).toHaveText('Activation code is required.');
  await expect(code).toBeFocused();

  await code.fill('FARM20');
  await activate.click();
  await expect(page.getByRole('alert')).toHaveText('Activation code must be at least 8 characters long.');

  await code.fill('WRONGCODE1');
  await activate.click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect code entered. Please try again.');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('activation-375'), fullPage: true });
  await expectNoSeriousViolations(page);

  await code.fill('FARM2026A');
  await activate.click();
  await expect(page).toHaveURL(/\/dashboard\/terms$/);
  // Activated for good: a reload no longer offers activation.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/terms$/);
});

test('the Oxbury tile of a business that does not bank with Oxbury raises the prompt', async ({ page }) => {
  await openAs(page, '/dashboard', 'lead@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Market Rasen');
  await page.getByRole('button', { name: 'Oxbury', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(PROMPT_TITLE);
  await expect(dialog).toContainText('01234 567890');
  await expect(dialog).toContainText('support@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.screenshot({ path: screenshotPath('oxbury-prompt') });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});

test('the finance partner page sends a business that is not a customer back to the root', async ({ page }) => {
  await openAs(page, '/dashboard/oxbury', 'lead@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(PROMPT_TITLE);
});

test('a customer of the partner bank opens the finance partner page from the tile', async ({ page }) => {
  await openAs(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  await page.getByRole('button', { name: 'Oxbury', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/oxbury$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oxbury: banking for British farming');
  const link = page.getByRole('link', { name: 'Visit Oxbury (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await page.screenshot({ path: screenshotPath('oxbury-page-1280'), fullPage: true });
});

test('farm management shows the configured address in a full-height frame, and the view is audited', async ({ page }) => {
  await page.route(`${FARM_MANAGEMENT_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Farm records</title><h1>Field records</h1>' }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');

  const audit = page.waitForRequest((request) => request.url().endsWith('/api/logModel') && request.postData()?.includes('telus-farm-management') === true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Farm Management' }).click();
  await expect(page).toHaveURL(/\/dashboard\/telus-farm-management$/);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', FARM_MANAGEMENT_URL);
  await expect(frame).toHaveAttribute('title', /^Farm management/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Field records' })).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(899);
  await page.screenshot({ path: screenshotPath('farm-management-1280') });

  const entry = JSON.parse((await audit).postData()!).data.auditlog;
  expect(entry).toMatchObject({ action: 'route-view', appname: 'Farm Management', account: 'HARR0001', url: '/dashboard/telus-farm-management' });
});

test('farm management says so when no address is configured', async ({ page }) => {
  await openAs(page, '/dashboard', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  // The server renders its configuration into the page; take the address out as an installation without one would.
  await page.route('**/dashboard/telus-farm-management', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"farmManagementUrl":"[^"]*"/, '"farmManagementUrl":null');
    await route.fulfill({ response, body });
  });
  await page.goto('/dashboard/telus-farm-management');
  await expect(page.getByText('Farm management is not set up in MyFarm yet.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

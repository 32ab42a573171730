import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

async function openUpdateCentre(page: Page) {
  await openSignedIn(page, '/dashboard/updatecentre', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
}

const entries = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).getByRole('button');

test('the update centre shows the latest 5 in Recent and all but the newest in History, as an accordion', async ({ page }) => {
  await openUpdateCentre(page);
  await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await expect(entries(page)).toHaveCount(5);
  const first = entries(page).first();
  await expect(first).toContainText('Weather for your farm');
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Weather for your farm' })).toContainText('5 day forecast');

  const second = entries(page).nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Create grain sample parcels online' })).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath('update-centre-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('update-centre-375'), fullPage: true });

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(entries(page)).toHaveCount(9);
  await expect(entries(page).first()).toContainText('Create grain sample parcels online');
  await expect(page.getByRole('button', { name: '+/-30 days' })).toBeVisible();
  await page.getByRole('button', { name: '+/-30 days' }).click();
  await expect(entries(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(entries(page)).toHaveCount(9);
  await page.screenshot({ path: screenshotPath('update-centre-history-375'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath('update-centre-history-1280'), fullPage: true });
});

test('the update centre pages meet WCAG at 375 and 1280 px (no serious or critical axe violation)', async ({ page }) => {
  await openUpdateCentre(page);
  await expect(entries(page)).toHaveCount(5);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['Recent', 'History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(entries(page).first()).toBeVisible();
      await expectNoSeriousViolations(page, { within: '#main-slot', what: `${tab} at ${width}px` });
    }
  }
});

test("the update centre says 'No Data' when there are no release notes", async ({ page }) => {
  await page.route('**/api/content/release-notes?**', (route) =>
    route.fulfill({ json: { status: 200, data: { notifications: [], total: 0, page: 1, pageSize: 5 } } }),
  );
  await openUpdateCentre(page);
  await expect(page.getByRole('tabpanel').getByText('No Data')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel').getByText('No Data')).toBeVisible();
});

test("the update centre says 'Network Request Error' when the network fails", async ({ page }) => {
  await page.route('**/api/content/release-notes?**', (route) => route.abort('internetdisconnected'));
  await openUpdateCentre(page);
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Network Request Error');
});

test('the update centre dev page shows <farm-update-centre> on its own', async ({ page }) => {
  await openSignedIn(page, '/dev/update-centre/', 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/update-centre\/$/);
  const element = page.locator('farm-update-centre');
  await expect(element.getByRole('heading', { level: 1 })).toHaveText('Release Notes');
  await expect(element.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(5);
});

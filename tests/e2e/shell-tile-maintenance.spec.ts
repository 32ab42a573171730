import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { HOUR, interceptDowntime, stopInterceptingDowntime } from './support/content-routes';
import { openSignedIn, screenshotPath } from './support/sign-in';

// Issue 7 §6: a tile under planned downtime shows spec 2 §8's maintenance card with the planned message,
// not a blank page. The downtime is this page's intercepted answer: the shared server never goes down.
const MESSAGE = /^Calculators is undergoing maintenance\. We will be back online by \d{1,2}:\d{2} (AM|PM) on \d{2}\/\d{2}\/\d{4}$/;
const PLANNED = 'We are moving the calculators to faster servers.';

test("a tile's planned downtime shows the maintenance card on that tile's pages, and leaves the others", async ({ page }) => {
  await interceptDowntime(page, { maintenance: [{ tileName: 'calculators', start: -HOUR, end: 2 * HOUR, text: PLANNED }] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/dashboard/calculators/SeedRate', 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard\/calculators\/SeedRate$/);
  const card = page.locator('#main-slot').getByRole('alert');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('Planned maintenance');
  await expect(card.getByText(MESSAGE)).toBeVisible();
  await expect(card.getByText(PLANNED, { exact: true })).toBeVisible();
  // The widget itself is not mounted behind the card.
  await expect(page.getByLabel(/^Sowing rate/)).toHaveCount(0);
  // The shell stays around the card, so the other areas are a click away.
  await expect(page.getByTestId('current-business')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Seed Rate');
  await page.screenshot({ path: screenshotPath('tile-maintenance-1280') });
  await expectNoSeriousViolations(page, { what: 'maintenance card' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('tile-maintenance-375') });

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/weather'));
  await expect(page.getByRole('heading', { level: 1, name: /^Weather/ })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/calculators'));
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(MESSAGE)).toHaveCount(0);

  // The same page with the downtime over is there again.
  await stopInterceptingDowntime(page);
  await page.goto('/dashboard/calculators/SeedRate');
  await expect(page.getByLabel(/^Sowing rate/)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn } from './support/sign-in';
import { shootBothWidths } from './support/shoot-both-widths';
import { expect, test } from './support/test';

// Calculators change no state, so these specs may sign in as shared users: staff@ (internal, calculators
// enabled on Harrison Farms Ltd, its last accessed business) and lead@ (external, every tile enabled).
const STAFF = 'staff@myfarm.example';
const EXTERNAL = 'lead@myfarm.example';
const CROP_MARGIN = 'https://cropmargin.myfarm.example';

async function openAs(page: Page, path: string, email: string) {
  await openSignedIn(page, path, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const results = (page: Page) => page.getByTestId('calculator-results');
const resultValue = (page: Page, label: string) =>
  results(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the hub shows the four calculators, and the Crop margin link to an internal user, logging the click', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.route(`${CROP_MARGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Crop margin</title><h1>Crop margin</h1>' }));
  await openAs(page, '/dashboard/calculators', STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculators' })).toBeVisible();
  await expect(page.getByTestId('calculator-card').getByRole('heading', { level: 2 })).toHaveText([
    'Seed required',
    'Seed rate',
    'Limus Perform rate',
    'Wheat - Nitrogen requirement',
    'Crop margin',
  ]);
  await expect(page.getByRole('link', { name: 'Rate comparison chart' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-hub-internal');

  const cropMargin = page.getByRole('link', { name: 'Open Crop margin (opens in a new tab)' });
  await expect(cropMargin).toHaveAttribute('target', '_blank');
  await expect(cropMargin).toHaveAttribute('href', /^https:\/\/cropmargin\.myfarm\.example\/?$/);
  const logged = page.waitForRequest((request) => request.url().endsWith('/api/logModel') && request.method() === 'POST');
  const [tab] = await Promise.all([context.waitForEvent('page'), cropMargin.click()]);
  const body = (await logged).postDataJSON() as { data: { auditlog: { appname: string; message: string; url: string } } };
  expect(body.data.auditlog).toMatchObject({ appname: 'Calculators', message: 'Opened Crop margin' });
  expect(body.data.auditlog.url).toMatch(/^https:\/\/cropmargin\.myfarm\.example\/?$/);
  await expect(tab).toHaveURL(/cropmargin\.myfarm\.example/);
  await tab.close();
  // The portal stays where it was.
  await expect(page).toHaveURL(/\/dashboard\/calculators$/);
});

test('an external user sees no Crop margin card', async ({ page }) => {
  await openAs(page, '/dashboard/calculators', EXTERNAL);
  await expect(page.getByTestId('calculator-card')).toHaveCount(4);
  await expect(page.getByText('Crop margin')).toHaveCount(0);
  await shootBothWidths(page, 'calculators-hub-external');
});

test('Seed required and Seed rate compute in the portal, in hectares and acres', async ({ page }) => {
  await openAs(page, '/dashboard/calculators', STAFF);
  await page.getByRole('link', { name: 'Open Seed required' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calculators\/SeedRequired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seed required' })).toBeVisible();
  await page.getByLabel('Crop').selectOption('spring-barley');
  await expect(page.getByLabel(/^Thousand grain weight/)).toHaveValue('48');
  await page.getByLabel(/^Sowing rate/).fill('350');
  await page.getByLabel(/^Area to sow/).fill('20');
  await expect(resultValue(page, 'Seed required')).toHaveText('3.54 t');
  await expect(page.getByTestId('calculator-working')).toContainText('Seed required = 176.84 kg/ha × 20 ha ÷ 1000 = 3.54 t');
  // A letter is refused with a reason.
  await page.getByLabel(/^Area to sow/).pressSequentially('x');
  await expect(page.getByLabel(/^Area to sow/)).toHaveValue('20');
  await expect(page.getByText(/Only numbers can be entered here/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-seed-required');
  await page.getByText('Acres', { exact: true }).click();
  await page.getByLabel(/^Area to sow/).fill('50');
  await expect(resultValue(page, 'Seed required')).toHaveText('3.58 t');
  await expect(resultValue(page, 'Seed rate')).toHaveText('71.57 kg/acre');
  // A value that cannot give a result says why under its box, and the result waits for every box.
  await page.getByLabel(/^Area to sow/).fill('0');
  await expect(page.getByText('Enter a number above 0.', { exact: true })).toBeVisible();
  await expect(results(page)).toContainText('Enter a number above 0 in every box to see the result.');
  await page.getByLabel(/^Germination/).fill('95');
  await expect(page.getByText('Enter germination as a fraction between 0 and 1, for example 0.95.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-seed-required-acres-errors');

  await page.getByRole('link', { name: 'All calculators' }).click();
  await page.getByRole('link', { name: 'Open Seed rate' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calculators\/SeedRate$/);
  await page.getByLabel(/^Sowing rate/).fill('300');
  await page.getByLabel(/^Amount of seed/).fill('5');
  await expect(resultValue(page, 'Seed rate')).toHaveText('164.21 kg/ha');
  await expect(resultValue(page, 'Area sown')).toHaveText('30.45 ha');
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-seed-rate');
});

test('Limus Perform rate computes from the content service products and links to the rate comparison chart', async ({ page }) => {
  await openAs(page, '/dashboard/calculators/Limus-perform-rate', STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Limus Perform rate' })).toBeVisible();
  await expect(page.getByLabel(/^Limus inclusion rate/)).toHaveValue('0.5');
  await page.getByLabel(/^Fertiliser rate/).fill('150');
  await page.getByLabel(/^Area/).fill('12');
  await expect(resultValue(page, 'Application rate')).toHaveText('0.075 lt/ha');
  await expect(resultValue(page, 'Limus required')).toHaveText('0.9 lt');
  await expect(resultValue(page, 'Cost')).toHaveText('£2.25/ha');
  await expect(page.getByTestId('calculator-working')).toContainText('Application rate = 150 kg/ha ÷ 1000 × 0.5 lt/t = 0.075 lt/ha');
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-limus');

  await page.getByRole('link', { name: 'Compare application rates across products' }).click();
  await expect(page).toHaveURL(/\/Limus-perform-rate\/Rate-comparison-chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Limus Perform rate - Rate comparison chart' })).toBeVisible();
  await expect(page.getByTestId('rate-chart-canvas').locator('canvas').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Limus application rate (lt/ha) by fertiliser rate' });
  await expect(table.getByRole('columnheader').first()).toHaveText('Fertiliser rate (kg/ha)');
  // 150 kg/ha ÷ 1000 × 0.5 lt/t (Liquid UAN 28) = 0.075 lt/ha
  await expect(table.getByRole('row', { name: /^150 / }).getByRole('cell').first()).toHaveText('0.075');
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-rate-chart');
});

test('Wheat - Nitrogen requirement presets by destination, ignores out-of-range entries and computes', async ({ page }) => {
  await openAs(page, '/dashboard/calculators/Wheat-Nitrogen-requirement', STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Wheat - Nitrogen requirement' })).toBeVisible();
  await page.getByLabel('Milling').check();
  await expect(page.getByLabel(/^Target grain protein/)).toHaveValue('13');
  await page.getByLabel(/^Target yield/).fill('10');
  await page.getByLabel(/^Soil nitrogen supply/).fill('50');
  await page.getByLabel(/^Target yield/).fill('25');
  await expect(page.getByLabel(/^Target yield/)).toHaveValue('10');
  await expect(page.getByText('Target yield must be between 1 and 20 t/ha; the previous value is kept.')).toBeVisible();
  await expect(resultValue(page, 'Nitrogen required')).toHaveText('392 kg N/ha');
  await expect(resultValue(page, 'Nmax guide')).toHaveText('300 kg N/ha');
  await expect(page.getByTestId('calculator-working')).toContainText('Nmax guide = 220 + 20 × (10 − 8) t/ha + 40 for milling = 300 kg N/ha');
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'calculators-wheat-nitrogen');
});

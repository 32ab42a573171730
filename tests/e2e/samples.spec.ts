import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { listAnswer, type Paged } from './support/my-account-lists';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 15's samples acceptance in Chromium against the worker's own server and its demo data: grower@ on Harrison
// Farms Ltd (HARR0001), whose three harvests of wheat, barley and oilseed rape were sampled load by load. What the
// screens must show is read from the server's own answers and from the rows on screen.
const GROWER = 'grower@myfarm.example';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const WHEAT = '81083';
const NEEDS_TWO = 'Please select two or more samples in order to compare the results';
const LIMIT = 'Compare up to 10 samples at once. To add a new sample, please remove one from your current selection.';

async function openSamples(page: Page, path: string, heading: string) {
  const first = listAnswer(page, 'samples');
  await openSignedIn(page, path, GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  return first;
}

const references = (answer: Paged) => answer.items.map((row) => String(row['reference']));
const box = (page: Page, reference: string) => page.getByRole('checkbox', { name: `Select to compare ${reference}` });

/** A result as a row shows it ('14.2%'), as a number. */
const valueOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** What the comparison must say for a field, from the values the samples' rows show. */
function expectedStats(values: number[], lowerIsBetter: boolean) {
  const best = lowerIsBetter ? Math.min(...values) : Math.max(...values);
  const worst = lowerIsBetter ? Math.max(...values) : Math.min(...values);
  return { best, worst, average: round2(values.reduce((sum, value) => sum + value, 0) / values.length) };
}

/** The comparison's Best, Worst and Average of a field, as numbers. */
async function shownStats(comparison: Locator, analysis: string) {
  const row = comparison.locator(`tbody tr[data-analysis="${analysis}"]`);
  const stat = async (which: string) => valueOf(await row.locator(`td[data-stat="${which}"]`).innerText());
  return { best: await stat('best'), worst: await stat('worst'), average: await stat('average') };
}

test('on a desktop grower@ filters the samples to wheat, compares three (moisture lower-is-better, protein higher), reaches the 10-sample limit, opens a sample and its print view', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const first = await openSamples(page, '/dashboard/grainsampling', 'Grain Sampling');
  expect(first.totalItems, 'the demo account has samples in the last 180 days').toBeGreaterThan(25);
  const table = page.getByRole('table', { name: 'Grain samples' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-sample', references(first)[0]!);
  await expect(table.getByRole('columnheader', { name: 'Key results' })).toBeVisible();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the grain samples tab' });
  await shootBothWidths(page, 'samples-grain-sampling');

  // Filters: wheat only; the columns become wheat's analyses.
  await page.getByRole('button', { name: 'Show filters' }).click();
  const filters = page.getByRole('search', { name: 'Sample filters' });
  await filters.getByLabel('Commodity').selectOption({ label: 'Wheat' });
  const wheatAnswer = listAnswer(page, 'samples', { commodityNo: WHEAT });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const wheat = await wheatAnswer;
  expect(wheat.items.length).toBeGreaterThanOrEqual(11);
  expect(wheat.items.every((row) => row['commodity'] === 'Wheat')).toBe(true);
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(25, wheat.totalItems));
  await expect(table.locator('thead th[data-analysis]')).toHaveText(['Moisture (%)', 'Kg/hl', 'Protein (%)', 'Hagberg (s)', 'Admix/Scr (%)']);
  await page.screenshot({ path: screenshotPath('samples-wheat-filtered-1280'), fullPage: true });

  // Compare three: Best, Worst and Average from the values their rows show.
  const three = references(wheat).slice(0, 3);
  const cell = (reference: string, analysis: string) => table.locator(`tr[data-sample="${reference}"] td[data-analysis="${analysis}"]`).innerText();
  const moisture = await Promise.all(three.map((reference) => cell(reference, 'MOI').then(valueOf)));
  const protein = await Promise.all(three.map((reference) => cell(reference, 'PRO').then(valueOf)));
  await box(page, three[0]!).check();
  await expect(page.getByText(NEEDS_TWO)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
  for (const reference of three.slice(1)) await box(page, reference).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare samples' });
  const comparison = dialog.getByRole('table', { name: 'Sample comparison' });
  await expect(comparison.locator('thead th[data-sample]')).toHaveCount(3);
  expect(await shownStats(comparison, 'MOI'), 'moisture: lower is better').toEqual(expectedStats(moisture, true));
  expect(await shownStats(comparison, 'PRO'), 'protein: higher is better').toEqual(expectedStats(protein, false));
  await expect(comparison.locator('tbody tr[data-analysis="MOI"] th')).toContainText('Lower is better');
  await expect(comparison.locator('tbody tr[data-analysis="PRO"] th')).toContainText('Higher is better');
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the sample comparison' });
  await page.screenshot({ path: screenshotPath('samples-compare-1280') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Up to ten: the hint, and no eleventh.
  const eleven = references(wheat).slice(0, 11);
  for (const reference of eleven.slice(3, 10)) await box(page, reference).check();
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(page.getByText('10 of 10 samples selected')).toBeVisible();
  await expect(box(page, eleven[10]!)).toBeDisabled();
  await page.getByRole('region', { name: 'Compare samples' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('samples-compare-limit-1280') });
  await page.getByRole('region', { name: 'Compare samples' }).getByRole('button', { name: 'Clear selection' }).click();
  await expect(box(page, eleven[0]!)).not.toBeChecked();

  // A sample's detail, then its print view: only the view is on paper.
  const sample = three[0]!;
  await table.getByRole('button', { name: `Details of sample ${sample}` }).click();
  const detail = page.getByRole('dialog', { name: `Sample ${sample}` });
  const results = detail.getByRole('table', { name: `Results of ${sample}` });
  await expect(results.getByRole('rowheader')).toHaveText(['Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
  await expect(results.locator('tr[data-analysis="MOI"] td').nth(1)).toHaveText(String(moisture[0]));
  await page.screenshot({ path: screenshotPath('samples-detail-1280') });
  await page.evaluate(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => void counted.prints++;
  });
  await detail.getByRole('button', { name: 'Print' }).click();
  const view = page.getByRole('region', { name: 'Print view' });
  await expect(view.getByRole('heading', { name: `Grain sample ${sample}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await expect(table).toBeHidden();
  const printFields = view.locator('dl').first();
  await expect(printFields.locator('dt')).toHaveText(['Name', 'Street', 'County', 'Postcode', 'Telephone', 'Fax', 'Address', 'Product line']);
  await expect(printFields.locator('dd').first()).toHaveText('Harrison Farms Ltd');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#header-slot')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(view.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(view.getByRole('table', { name: `Results of ${sample}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('samples-print-view-print-1280'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: screenshotPath('samples-print-view-1280'), fullPage: true });
  await view.getByRole('button', { name: 'Back to samples' }).click();
  await expect(table).toBeVisible();
  await expect(page.locator('#header-slot')).toBeVisible();
});

test('on a phone grower@ sees the View samples cards on /grainsamples, loads 10 more and compares three', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const first = await openSamples(page, '/dashboard/grainsamples', 'View samples');
  await expect(page.getByRole('link', { name: 'Parcels' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Grain samples' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(references(first));
  await expect(page.getByText(`10 of ${first.totalItems} results`)).toBeVisible();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the sample cards' });
  await page.screenshot({ path: screenshotPath('samples-cards-phone-375'), fullPage: true });

  const more = listAnswer(page, 'samples', { perPage: '20' });
  await page.getByRole('button', { name: 'Load More' }).click();
  const twenty = await more;
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(`20 of ${twenty.totalItems} results`)).toBeVisible();

  // Wheat only, behind Filters.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('search', { name: 'Sample filters' });
  await filters.getByLabel('Commodity').selectOption({ label: 'Wheat' });
  const wheatAnswer = listAnswer(page, 'samples', { commodityNo: WHEAT, perPage: '10' });
  await page.screenshot({ path: screenshotPath('samples-filters-phone-375'), fullPage: true });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const wheat = await wheatAnswer;
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(references(wheat));

  const three = references(wheat).slice(0, 3);
  const card = (reference: string) => page.locator(`li[data-sample="${reference}"]`);
  const moisture = await Promise.all(three.map((reference) => card(reference).locator('dd[data-analysis="MOI"]').innerText().then(valueOf)));
  for (const reference of three) await box(page, reference).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare samples' });
  const comparison = dialog.getByRole('table', { name: 'Sample comparison' });
  expect(await shownStats(comparison, 'MOI')).toEqual(expectedStats(moisture, true));
  // The comparison scrolls sideways in its own box; the page does not.
  const scroller = dialog.getByRole('region', { name: 'Sample comparison' });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the sample comparison on a phone' });
  await page.screenshot({ path: screenshotPath('samples-compare-phone-375') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A card's sample opens its detail.
  await card(three[0]!)
    .getByRole('button', { name: `Details of sample ${three[0]}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Sample ${three[0]}` }).getByRole('table', { name: `Results of ${three[0]}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('samples-detail-phone-375') });
});

test('a phone on /grainsampling gets View samples with a link to the parcels', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSamples(page, '/dashboard/grainsampling', 'View samples');
  await expect(page.getByRole('list', { name: 'Grain samples' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: 'Parcels' }).click();
  await expect(page).toHaveURL(/\/dashboard\/grainsampling\?viewParcels$/);
});

test('the samples dev page in mock mode shows the mock API’s samples in <farm-sample-compare>, and compares two', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dev/samples/?mock');
  const element = page.locator('farm-sample-compare');
  const table = element.getByRole('table', { name: 'Grain samples' });
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-sample', 'SMP-0001');
  await element.getByRole('checkbox', { name: 'Select to compare SMP-0001' }).check();
  await element.getByRole('checkbox', { name: 'Select to compare SMP-0002' }).check();
  await element.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(element.getByRole('table', { name: 'Sample comparison' }).locator('tbody tr')).toHaveCount(5);
  await page.screenshot({ path: screenshotPath('dev-samples-mock-1280') });
});

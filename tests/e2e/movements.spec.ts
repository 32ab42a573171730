import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { expectPdfRenders, listAnswer, parseCsv, type Paged } from './support/my-account-lists';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 14's acceptance in Chromium against the worker's own server and its demo data: grower@ on Harrison Farms
// Ltd (HARR0001), whose three harvests have a few hundred loads, moved (weighed, sampled, self-billed) or planned.
// What the grid must show is read from the server's own answers.
const GROWER = 'grower@myfarm.example';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const ANALYSIS = ['MOI', 'KG', 'PRO', 'HAG', 'ADS'];

async function openMovements(page: Page) {
  const first = listAnswer(page, 'movements');
  await openSignedIn(page, '/dashboard/myaccount?tab=movements', GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  return first;
}

const grid = (page: Page) => page.getByRole('table', { name: 'Movements', exact: true });

/** A column's cells of the rows the grid has drawn (it draws the rows in view, and a few more). */
async function gridColumn(page: Page, header: string): Promise<Locator> {
  const headers = (await grid(page).locator('thead tr').first().locator('> *').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const index = headers.indexOf(header);
  expect(index, `the grid has a ${header} column`).toBeGreaterThan(0);
  return grid(page).locator(`tbody tr > td:nth-child(${index + 1})`);
}

/**
 * The grid draws the rows in view (and a few more), so it shows the first of `expected`, each in order, at least
 * ten of them unless fewer were answered.
 */
async function expectDrawn(page: Page, header: string, expected: string[]) {
  const cells = await gridColumn(page, header);
  let shown: string[] = [];
  await expect
    .poll(
      async () => {
        shown = await cells.allTextContents();
        return shown.length >= Math.min(expected.length, 10) && shown.every((text, index) => text === expected[index]);
      },
      { message: `the ${header} column shows the answer's first rows` },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nshown: ${shown.join(', ')}\nexpected: ${expected.join(', ')}`);
    });
}

const strings = (answer: Paged, field: string) => answer.items.map((row) => String(row[field]));
const contractOf = (answer: Paged) => answer.items.map((row) => (row['contract'] as { reference: string } | null)?.reference ?? '');

/** A moved load of wheat or barley (whose sample records all five results of §3) among the answer's rows. */
function sampledCereal(answer: Paged) {
  const row = answer.items.find((item) => item['complete'] === true && /Wheat|Barley/.test(String(item['product'])));
  expect(row, 'a moved load of wheat or barley').toBeDefined();
  return String(row!['reference']);
}

/** The analysis of a moved load, opened with `open`: the §3 references in their order. */
async function expectAnalysis(page: Page, reference: string, open: Locator) {
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const analysis = page.getByRole('table', { name: `Analysis of ${reference}` });
  await expect(analysis.locator('tbody tr')).toHaveCount(ANALYSIS.length);
  expect(await analysis.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-analysis')))).toEqual(ANALYSIS);
  await expect(analysis.getByRole('rowheader')).toHaveText(['Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
}

/** Exports the movements to CSV: the file holds every row of `answer`'s query (not only those shown), in its order. */
async function expectCsvOf(page: Page, answer: Paged, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const [header, ...rows] = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')).filter((row) => row.some(Boolean));
  const movement = header!.indexOf('Movement');
  expect(movement, `a Movement column among ${header!.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(rows).toHaveLength(answer.totalItems);
  expect(rows.slice(0, answer.items.length).map((row) => row[movement])).toEqual(strings(answer, 'reference'));
}

/** DD-MM-YYYY of a YYYY-MM-DD day, as the CSV's file name writes it. */
const fileDay = (day: string) => day.split('-').reverse().join('-');

test('on a desktop grower@ switches All, Planned and Moved, sorts by product, filters a date range and a contract, expands a moved load to MOI…ADS, pages on and exports the filtered rows', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const all = await openMovements(page);
  expect(all.totalItems, 'the demo account has movements in the default range').toBeGreaterThan(25);
  await expectDrawn(page, 'Movement', strings(all, 'reference'));
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the movements grid' });
  await shootBothWidths(page, 'movements-grid');

  // The switch: Planned loads have no expand control and no weighbridge ticket; Moved ones have both.
  const status = page.getByRole('group', { name: 'Movement status' });
  const planned = listAnswer(page, 'movements', { status: 'planned' });
  await status.getByRole('button', { name: 'Planned' }).click();
  const plannedRows = await planned;
  expect(plannedRows.totalItems, 'next month has planned loads').toBeGreaterThan(0);
  await expectDrawn(page, 'Movement', strings(plannedRows, 'reference').slice(0, 25));
  await expect(grid(page).getByRole('button', { name: /^Analysis of / })).toHaveCount(0);
  await expectDrawn(
    page,
    'Weighbridge',
    plannedRows.items.slice(0, 25).map(() => ''),
  );
  const moved = listAnswer(page, 'movements', { status: 'complete' });
  await status.getByRole('button', { name: 'Moved' }).click();
  const movedRows = await moved;
  expect(movedRows.totalItems + plannedRows.totalItems).toBe(all.totalItems);
  await expectDrawn(page, 'Movement', strings(movedRows, 'reference'));

  // Sorted by product on the server, A to Z.
  const byProduct = listAnswer(page, 'movements', { status: 'complete', orderBy: 'product', orderDir: 'asc' });
  await grid(page)
    .getByRole('columnheader', { name: /^Product/ })
    .getByRole('button')
    .click();
  const sorted = await byProduct;
  expect(strings(sorted, 'product')).toEqual([...strings(sorted, 'product')].sort());
  await expectDrawn(page, 'Product', strings(sorted, 'product'));
  await expect(grid(page).getByRole('columnheader', { name: /^Product/ })).toHaveAttribute('aria-sort', 'ascending');

  // Next pages on after the last row (a cursor), Previous comes back to the first page.
  const next = listAnswer(page, 'movements', { orderBy: 'product', after: sorted.nextCursor! });
  await page.getByRole('navigation', { name: 'Movements pages' }).getByRole('button', { name: 'Next' }).click();
  const second = await next;
  await expectDrawn(page, 'Movement', strings(second, 'reference'));
  expect(
    strings(second, 'reference').some((reference) => strings(sorted, 'reference').includes(reference)),
    'no row of page 1 again',
  ).toBe(false);
  await page.getByRole('navigation', { name: 'Movements pages' }).getByRole('button', { name: 'Previous' }).click();
  await expectDrawn(page, 'Movement', strings(sorted, 'reference'));

  // A moved load of a cereal expands to its analysis.
  const cereal = sampledCereal(sorted);
  await expectAnalysis(page, cereal, grid(page).getByRole('button', { name: `Analysis of ${cereal}` }));
  await shootBothWidths(page, 'movements-grid-analysis', false);

  // The last 90 days, then one contract of them, typed in part into its header filter.
  await page.getByLabel('Date shortcuts').selectOption('Last 90 days');
  const ranged = listAnswer(page, 'movements', { status: 'complete', orderBy: 'product' });
  await page.getByRole('button', { name: 'OK' }).click();
  const inRange = await ranged;
  expect(inRange.query.dateFrom! < inRange.query.dateTo!).toBe(true);
  const contract = contractOf(inRange).find(Boolean);
  expect(contract, 'a load of the last 90 days on a contract').toBeDefined();
  const part = contract!.slice(-5).toLowerCase();
  const byContract = listAnswer(page, 'movements', { contractReference: part });
  await grid(page).getByLabel('Filter Contract').fill(part);
  const filtered = await byContract;
  // Says what was asked and what came back: this failed once in CI (2026-11-29) and passed alone.
  expect(filtered.totalItems, `contract ${contract} in ${JSON.stringify(filtered.query)}: ${filtered.items.length} rows`).toBeGreaterThan(0);
  expect(contractOf(filtered).every((reference) => reference.toLowerCase().includes(part))).toBe(true);
  await expectDrawn(page, 'Contract', contractOf(filtered).slice(0, 25));

  // Every row of the filter, not only the page on screen, in the CSV.
  const everyRow = listAnswer(page, 'movements', { contractReference: part, perPage: '99999' });
  await page.getByLabel('Rows per page').selectOption('All');
  const every = await everyRow;
  expect(every.items.length).toBe(filtered.totalItems);
  await expectCsvOf(page, every, `Movements - ${fileDay(every.query.dateFrom!)} - ${fileDay(every.query.dateTo!)}.csv`);

  // A contract note opens in the PDF viewer.
  await grid(page)
    .getByRole('button', { name: `View document ${contractOf(filtered)[0]}` })
    .first()
    .click();
  await expectPdfRenders(page, contractOf(filtered)[0]!);
});

test('on a phone grower@ chooses Moved, sorts by product, filters a contract with Filter by, expands a card to MOI…ADS, loads 10 more and exports', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const all = await openMovements(page);
  const cards = page.getByRole('list', { name: 'Movements' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText(`10 of ${all.totalItems} results`)).toBeVisible();

  const moved = listAnswer(page, 'movements', { status: 'complete' });
  await page.getByLabel('Movement status').selectOption({ label: 'Moved' });
  const movedRows = await moved;
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(movedRows.items.map((row) => new RegExp(`${String(row['reference'])} · Moved$`)));

  // Sort by offers the four sorts of §2.
  const sortBy = page.getByLabel('Sort by');
  await expect(sortBy.locator('option')).toHaveText(['Date (New to Old)', 'Date (Old to New)', 'Product (A-Z)', 'Product (Z-A)']);
  const byProduct = listAnswer(page, 'movements', { status: 'complete', orderBy: 'product', orderDir: 'asc' });
  await sortBy.selectOption({ label: 'Product (A-Z)' });
  const sorted = await byProduct;
  expect(strings(sorted, 'product')).toEqual([...strings(sorted, 'product')].sort());

  // Load more: 10 more of the same query.
  const more = listAnswer(page, 'movements', { status: 'complete', orderBy: 'product', perPage: '20' });
  await page.getByRole('button', { name: 'Load more' }).click();
  const twenty = await more;
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(`20 of ${twenty.totalItems} results`)).toBeVisible();

  // A cereal's card opens to its analysis.
  const cereal = sampledCereal(twenty);
  const card = cards.filter({ has: page.getByRole('heading', { name: new RegExp(` ${cereal} · `) }) });
  await expectAnalysis(page, cereal, card.getByRole('button', { name: /^(Show|Hide) analysis$/ }));
  await page.screenshot({ path: screenshotPath('movements-cards-analysis-phone-375'), fullPage: true });

  // Filter by: Apply and Reset only once something changed; letters never reach a numeric filter.
  const contract = contractOf(twenty).find(Boolean)!;
  const part = contract.slice(-5).toLowerCase();
  await page.getByRole('button', { name: 'Filter by' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter by' });
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await dialog.getByLabel('Quantity (mt)').pressSequentially('2a9');
  await expect(dialog.getByLabel('Quantity (mt)')).toHaveValue('29');
  await dialog.getByLabel('Quantity (mt)').fill('');
  await dialog.getByLabel('Contract').fill(part);
  await expect(dialog.getByRole('button', { name: 'Reset' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('movements-filter-by-phone-375') });
  const byContract = listAnswer(page, 'movements', { contractReference: part });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const filtered = await byContract;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter by (1)' })).toBeVisible();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveCount(filtered.items.length);
  expect(contractOf(filtered).every((reference) => reference.toLowerCase().includes(part))).toBe(true);
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the movement cards' });
  await page.screenshot({ path: screenshotPath('movements-cards-phone-375'), fullPage: true });
  await expectCsvOf(page, filtered, `Movements - ${fileDay(filtered.query.dateFrom!)} - ${fileDay(filtered.query.dateTo!)}.csv`);
});

test('the grid shows every column at 1280 px beside the side menu, and on a tablet (1024 and 768 px) folds the rest into the expanded row, never scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openMovements(page);
  const scroller = page.getByRole('region', { name: 'Movements grid' });
  await expect(grid(page).locator('tbody tr').first()).toBeVisible();
  expect((await page.locator('#sidebar-slot').boundingBox())!.width, 'the side menu shows').toBeGreaterThanOrEqual(240);
  const headers = () => grid(page).locator('thead tr').first().locator('th').allTextContents();
  const fits = () => scroller.evaluate((element) => element.scrollWidth <= element.clientWidth);
  await expect.poll(fits, { message: 'no sideways scrolling at 1280 px' }).toBe(true);
  // Which columns, in which order, is the grid's widget test's (movements-screen.test.tsx); here all of them fit.
  expect(await headers(), 'all twelve columns show').toHaveLength(12);
  await page.screenshot({ path: screenshotPath('movements-grid-fits-1280') });

  // A tablet: the moved-only columns go into a moved load's expanded row, their filters above the grid.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(fits, { message: 'no sideways scrolling at 1024 px' }).toBe(true);
  await expect.poll(headers).not.toContain('Claims');
  expect(await headers()).not.toContain('Weighbridge');
  await expect(page.getByRole('group', { name: 'More filters' }).getByLabel('Filter Weighbridge')).toBeVisible();
  const moved = listAnswer(page, 'movements', { status: 'complete' });
  await page.getByRole('group', { name: 'Movement status' }).getByRole('button', { name: 'Moved' }).click();
  const load = String((await moved).items[0]!['reference']);
  await grid(page)
    .getByRole('button', { name: `Details and analysis of ${load}` })
    .click();
  const facts = grid(page).getByRole('definition');
  await expect(grid(page).getByRole('term')).toHaveText(['Invoices', 'Claims', 'Weighbridge']);
  await expect(facts).toHaveCount(3);
  await expect(
    grid(page)
      .getByText(/^(Analysis of |No Sample Information)/)
      .first(),
  ).toBeVisible();
  await expect.poll(fits).toBe(true);
  await page.screenshot({ path: screenshotPath('movements-grid-tablet-1024') });

  // The narrowest tablet keeps date, contract, movement, product and quantity; a planned load opens to the rest.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect.poll(fits, { message: 'no sideways scrolling at 768 px' }).toBe(true);
  await page.getByRole('group', { name: 'Movement status' }).getByRole('button', { name: 'Planned' }).click();
  await expect(
    grid(page)
      .getByRole('button', { name: /^Details of / })
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

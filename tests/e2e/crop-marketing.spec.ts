import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { feedWheatAnswers, firstRowOf, isFeedWheatPrices, overFutures } from './support/price-answers';
import { openSignedIn } from './support/sign-in';
import { togglePreference } from './support/price-preferences';
import { chooseFeedWheatVariety } from './support/sell-grain';
import { shootBothWidths } from './support/shoot-both-widths';
import { expect, test } from './support/test';

// Issue 9's acceptance in Chromium, on the worker's own server with the demo market data (a tick every
// PRICE_TICK_SECONDS, 15 by default) and selling open at any hour (tests/e2e/support/test.ts). grower@ is the
// acceptance's user; the preference this spec changes is put back, and a sale adds a contract no other spec reads.
const GROWER = 'grower@myfarm.example';

const grainPrices = (page: Page) => page.getByRole('region', { name: 'Your grain prices' });
const commodityTable = (page: Page, name: string) => grainPrices(page).getByRole('region', { name: new RegExp(`^${name}`) });
/** The first row's current crop year price of a table (its first numeric cell). */
const firstPrice = (table: Locator) => table.locator('tbody tr').first().locator('td').first();
const updatedAt = (table: Locator) => table.locator('time').first();

async function openMyc(page: Page) {
  await openSignedIn(page, '/dashboard/myc', GROWER);
  await expect(page).toHaveURL(/\/dashboard\/myc$/);
  await expect(commodityTable(page, 'Feed Wheat').getByRole('table')).toBeVisible();
}

test('grower@ sees prices per commodity for the collection address, a preference moves them, and 2 loads sell with a contract PDF', async ({
  page,
  context,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const initial = page.waitForResponse((response) => isFeedWheatPrices(response.url())).then(firstRowOf);
  await openMyc(page);
  await expect(grainPrices(page).getByRole('heading', { level: 3 })).toHaveText([/^Feed Wheat/, /^Feed Barley/, /^Oilseed Rape/]);
  const before = await initial;
  await expect(commodityTable(page, 'Feed Wheat').locator('tbody tr')).toHaveCount(8);
  await expect(commodityTable(page, 'Feed Wheat').locator('tbody th').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{2}$/);
  await expect(page.getByTestId('demo-data').first()).toHaveText('Demo data');
  const address = page.getByLabel('Collection address');
  await expect(address.locator('option')).not.toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'crop-marketing-myc');

  // Food compliance is a premium on every price: the tables are priced again with it. The market moves too, so
  // the premium is read as each answer's price over its futures price.
  const feedWheat = commodityTable(page, 'Feed Wheat');
  const shown = await firstPrice(feedWheat).textContent();
  const answers = feedWheatAnswers(page);
  await togglePreference(page, 'Food compliance');
  await expect(page.getByRole('status').filter({ hasText: 'differ from the defaults' })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(Math.round((overFutures(answers[0]!) - overFutures(before)) * 100) / 100).toBe(2);
  await expect(firstPrice(feedWheat)).not.toHaveText(shown!);

  // Sell 2 loads of one variety.
  const dialog = await chooseFeedWheatVariety(page);
  await shootBothWidths(page, 'crop-marketing-sell-variety', false);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('spinbutton', { name: /^Number of loads/ }).fill('2');
  await expect(dialog.getByText('58 MT')).toBeVisible();
  await shootBothWidths(page, 'crop-marketing-sell-amount', false);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^[12]:\d{2}$/);
  await expect(dialog.getByTestId('sale-price')).toHaveText(/^\d+\.\d{2}$/);
  await expect(dialog.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }).check();
  await expectNoSeriousViolations(page, { within: 'dialog' });
  await shootBothWidths(page, 'crop-marketing-sell-confirm', false);
  await dialog.getByRole('button', { name: 'Complete sale' }).click();

  const confirmed = page.getByRole('dialog', { name: 'Sale confirmed' });
  await expect(confirmed.getByTestId('contract-ref')).toHaveText(/\S+/);
  const pdfLink = confirmed.getByRole('link', { name: 'Open the contract note (PDF)' });
  await expect(pdfLink).toHaveAttribute('href', /^blob:/);
  await shootBothWidths(page, 'crop-marketing-sale-confirmed', false);
  // The note opens in a new tab from the object URL the page fetched with its token: a PDF document.
  const [tab] = await Promise.all([context.waitForEvent('page'), pdfLink.click()]);
  expect(tab.url()).toMatch(/^blob:/);
  await expect.poll(() => tab.evaluate(() => document.contentType)).toBe('application/pdf');
  await tab.close();
  await confirmed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await togglePreference(page, 'Food compliance');
  await expect(page.getByRole('status').filter({ hasText: 'differ from the defaults' })).toHaveCount(0);
});

test('a price tick shows in an open crop marketing page and on the dashboard panel, without a reload', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMyc(page);
  await page.evaluate(() => ((window as unknown as { stayedOpen: boolean }).stayedOpen = true));
  const pricesRequests = countRequests(page, /\/api\/accounts\/[^/]+\/prices$/);
  const feedWheat = commodityTable(page, 'Feed Wheat');
  const first = await updatedAt(feedWheat).getAttribute('datetime');
  // Ticks come every PRICE_TICK_SECONDS; the table's update time follows each one, and moved prices are marked.
  await expect.poll(() => updatedAt(feedWheat).getAttribute('datetime'), { timeout: 40_000 }).not.toBe(first);
  expect(pricesRequests()).toBe(0);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const panel = page.getByRole('region', { name: 'Your grain prices: Feed Wheat' });
  await expect(panel.getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Global Markets: LIFFE Feed Wheat - GBP per tonne' }).getByRole('table')).toBeVisible();
  const onDashboard = await updatedAt(panel).getAttribute('datetime');
  await expect.poll(() => updatedAt(panel).getAttribute('datetime'), { timeout: 40_000 }).not.toBe(onDashboard);
  expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
  await expect(panel.getByRole('link', { name: /^More/ })).toHaveAttribute('href', '/dashboard/myc');
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'crop-marketing-dashboard-panels');
});

/**
 * The countdown as it starts: 2:00, or a few seconds under on a busy machine. The page's clock keeps running (a
 * paused one would also hold the query cache's updates, which it schedules on timers); fastForward jumps it.
 */
const JUST_STARTED = /^(2:00|1:5\d)$/;

test("with Playwright's clock, the 2:00 countdown runs out, the price is asked again, and 'price has changed' shows when it moved", async ({ page }) => {
  test.slow();
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMyc(page);
  const quotes: number[] = [];
  page.on('response', async (response) => {
    if (/\/api\/accounts\/[^/]+\/quotes$/.test(new URL(response.url()).pathname) && response.ok()) {
      quotes.push(((await response.json()) as { data: { quote: { salePrice: number } } }).data.quote.salePrice);
    }
  });
  await commodityTable(page, 'Feed Wheat')
    .getByRole('button', { name: /^Sell Feed Wheat/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(JUST_STARTED);
  await expect.poll(() => quotes.length).toBe(1);
  await expect(dialog.getByText('Sale price (£/MT)', { exact: true })).toBeVisible();

  // Let the market move (the server's clock is real) before the page's clock runs the hold out.
  const tableFirst = firstPrice(commodityTable(page, 'Feed Wheat'));
  const quoted = quotes[0]!;
  await expect.poll(async () => Number(await tableFirst.textContent()), { timeout: 60_000 }).not.toBe(quoted);
  await page.clock.fastForward('02:00');
  await expect.poll(() => quotes.length).toBe(2);
  await expect(dialog.getByRole('timer')).toHaveText(JUST_STARTED);
  const [, requoted] = quotes as [number, number];
  await expect(dialog.getByTestId('sale-price')).toHaveText(requoted.toFixed(2));
  await expect(dialog.getByText(requoted === quoted ? 'Sale price (£/MT)' : 'Sale price (£/MT) - price has changed', { exact: true })).toBeVisible();
});

function countRequests(page: Page, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

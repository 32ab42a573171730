import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { expectPdfRenders, listAnswer, parseCsv } from './support/my-account-lists';
import { sellFeedWheat } from './support/sell-grain';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 13's acceptance in Chromium against the worker's own server and its demo data: grower@ on Harrison
// Farms Ltd (HARR0001), which has three crop years of sale contracts, self bills, purchases and haulier self
// bills. What the screens must show is read from the server's own answers, so a sale made by another spec on the
// same server (crop-marketing.spec.ts) changes nothing here; this spec's own sale runs last.
const GROWER = 'grower@myfarm.example';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function openMyAccount(page: Page, tab: string) {
  await openSignedIn(page, `/dashboard/myaccount?tab=${tab}`, GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * One column's cells of a list as shown: the grid's column under `header` on a desktop, or that fact of every
 * card on a phone (a card's title, the list's first column, is its heading).
 */
async function shownColumn(list: Locator, label: string, header: string, phone: boolean): Promise<Locator> {
  if (phone) {
    const cards = list.getByRole('list', { name: label }).getByRole('listitem');
    return cards.locator(`xpath=.//dt[normalize-space()="${header}"]/following-sibling::dd[1]`);
  }
  const table = list.getByRole('table', { name: label });
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const index = headers.indexOf(header);
  expect(index, `the ${label} grid has a ${header} column`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr > td:nth-child(${index + 1})`);
}

/** The references (first column) of a list as shown: the grid's first cells, or the cards' headings. */
const shownReferences = (list: Locator, label: string, phone: boolean) =>
  phone
    ? list.getByRole('list', { name: label }).getByRole('listitem').getByRole('heading', { level: 3 })
    : list.getByRole('table', { name: label }).locator('tbody tr > td:first-child');

/** Opens the filter panel on a phone (behind Show filters), checking it starts collapsed. */
async function filterPanel(list: Locator, phone: boolean): Promise<Locator> {
  const panel = list.getByRole('group', { name: 'Filters' });
  if (phone) {
    const toggle = list.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
    await toggle.click();
    await expect(list.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Goes through the contract dialog's tabs: each tab with rows shows them in its table when chosen, each empty
 * one is disabled. Returns which were disabled.
 */
async function visitDetailTabs(dialog: Locator): Promise<string[]> {
  const disabled: string[] = [];
  const tabs = dialog.getByRole('tablist', { name: 'Related data' }).getByRole('tab');
  await expect(tabs).toHaveText(['Movements', 'Invoices', 'Samples', 'Price Adjustments']);
  for (const name of ['Movements', 'Invoices', 'Samples', 'Price Adjustments']) {
    const tab = dialog.getByRole('tab', { name, exact: true });
    if (await tab.isDisabled()) {
      disabled.push(name);
      continue;
    }
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('table', { name }).locator('tbody tr').first()).toBeVisible();
  }
  return disabled;
}

/**
 * Grain sales at one width: contracts filtered by crop year and status; a Complete contract's dialog, its tabs
 * and its PDF; the self bills of a date range exported to CSV, whose rows are the rows on screen.
 */
async function grainSalesAcceptance(page: Page, phone: boolean) {
  const contracts = section(page, 'Contracts');
  await expect(contracts.getByRole(phone ? 'list' : 'table', { name: 'Contracts' })).toBeVisible();

  // Filter: crop year and status together, applied with Apply filters.
  const [cropYear, status] = phone ? ['2024', 'Complete'] : ['2025', 'Complete'];
  const panel = await filterPanel(contracts, phone);
  await panel.getByLabel('Crop year').selectOption(cropYear);
  await panel.getByLabel('Status').selectOption(status);
  const filtered = listAnswer(page, 'grain-sale/contracts', { cropYear, status });
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  const answer = await filtered;
  expect(answer.totalItems, `the demo data has ${status} contracts of ${cropYear}`).toBeGreaterThan(1);
  const expected = answer.items.map((row) => row['contractReference'] as string);
  const references = shownReferences(contracts, 'Contracts', phone);
  await expect(references).toHaveText(expected);
  await expect(await shownColumn(contracts, 'Contracts', 'Crop year', phone)).toHaveText(expected.map(() => cropYear));
  await expect(await shownColumn(contracts, 'Contracts', 'Status', phone)).toHaveText(expected.map(() => status));

  // The contract's dialog: its tabs, and its PDF drawn in the viewer.
  const contract = expected[0]!;
  await contracts.getByRole('button', { name: `Contract details of ${contract}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contract details' });
  await expect(dialog.getByRole('tablist', { name: 'Related data' })).toBeVisible();
  const disabled = await visitDetailTabs(dialog);
  // A complete sale was moved and self-billed: those two tabs have rows whatever else is empty.
  expect(disabled).not.toContain('Movements');
  expect(disabled).not.toContain('Invoices');
  if (!phone) {
    await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the contract dialog' });
    await shootBothWidths(page, 'my-account-contract-dialog', false);
  }
  await dialog.getByRole('button', { name: 'View contract' }).click();
  await expectPdfRenders(page, `Contract ${contract}`, { name: 'my-account-pdf-viewer', phone });
  await expect(dialog).toBeVisible();
  if (phone) await page.screenshot({ path: screenshotPath('my-account-contract-dialog-phone-375') });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Self bills invoiced in the first half of 2026, every one on screen, exported to CSV.
  const selfBills = section(page, 'Self Bills');
  const billsPanel = await filterPanel(selfBills, phone);
  await billsPanel.getByLabel('From', { exact: true }).fill('01/01/2026');
  await billsPanel.getByLabel('To', { exact: true }).fill('30/06/2026');
  await billsPanel.getByLabel('To', { exact: true }).press('Enter');
  const range = { dateFrom: '2026-01-01', dateTo: '2026-06-30' };
  const inRange = listAnswer(page, 'grain-sale/self-bills', range);
  await billsPanel.getByRole('button', { name: 'Apply filters' }).click();
  let bills = await inRange;
  if (phone) {
    // Cards: Load More until every bill of the range is on screen.
    while (bills.items.length < bills.totalItems) {
      const more = listAnswer(page, 'grain-sale/self-bills', { ...range, perPage: String(bills.items.length + 10) });
      await selfBills.getByRole('button', { name: 'Load More' }).click();
      bills = await more;
    }
  } else {
    const all = listAnswer(page, 'grain-sale/self-bills', { ...range, perPage: '99999' });
    await selfBills.getByLabel('Rows per page').selectOption('All');
    bills = await all;
  }
  expect(bills.totalItems, 'the demo data has self bills in the first half of 2026').toBeGreaterThan(1);
  const onScreen = shownReferences(selfBills, 'Self Bills', phone);
  await expect(onScreen).toHaveCount(bills.totalItems);
  const shown = await onScreen.allTextContents();

  const [download] = await Promise.all([page.waitForEvent('download'), selfBills.getByRole('button', { name: 'Export to CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('Self Bills - 01-01-2026 - 30-06-2026.csv');
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8')).filter((row) => row.some(Boolean));
  const referenceColumn = header!.findIndex((name) => /reference|self bill/i.test(name));
  expect(referenceColumn, `a reference column among ${header!.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(rows.map((row) => row[referenceColumn])).toEqual(shown.map((text) => text.trim()));
}

test('on a desktop grower@ filters grain sales by crop year and status, opens a contract, its tabs and its PDF, and exports the self bills on screen to CSV', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openMyAccount(page, 'all-transactions');
  await expect(page.getByRole('table', { name: 'All transactions' }).locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'My Account, all transactions' });
  await shootBothWidths(page, 'my-account-all-transactions');

  await page.getByRole('tab', { name: 'Purchases' }).click();
  await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first()).toBeVisible();
  await shootBothWidths(page, 'my-account-purchases');
  await page.getByRole('tab', { name: 'Haulier self bills' }).click();
  await expect(page.getByRole('table', { name: 'Haulier self bills' }).locator('tbody tr').first()).toBeVisible();
  await shootBothWidths(page, 'my-account-haulier-self-bills');

  await page.getByRole('tab', { name: 'Grain sales' }).click();
  await expect(page.getByRole('table', { name: 'Self Bills' }).locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'My Account, grain sales' });
  await shootBothWidths(page, 'my-account-grain-sales');
  await grainSalesAcceptance(page, false);
});

test('on a phone grower@ does the same with cards and collapsible filters, and Load More shows 10 more transactions', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const first = listAnswer(page, 'all-transactions', { perPage: '10' });
  await openMyAccount(page, 'all-transactions');
  const transactions = page.getByRole('list', { name: 'All transactions' }).getByRole('listitem');
  const { totalItems } = await first;
  expect(totalItems, 'the demo account has more than 20 transactions').toBeGreaterThan(20);
  await expect(transactions).toHaveCount(10);
  await expect(page.getByText(`10 of ${totalItems} results`)).toBeVisible();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(transactions).toHaveCount(20);
  await expect(page.getByText(`20 of ${totalItems} results`)).toBeVisible();

  await page.getByRole('tab', { name: 'Grain sales' }).click();
  await grainSalesAcceptance(page, true);
});

test('an invalid From date leaves Apply disabled and says why, and no request carries it; a valid one is applied', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openMyAccount(page, 'grain-sales');
  const selfBills = section(page, 'Self Bills');
  await expect(selfBills.getByRole('table', { name: 'Self Bills' }).locator('tbody tr').first()).toBeVisible();
  const panel = await filterPanel(selfBills, false);
  const apply = panel.getByRole('button', { name: 'Apply filters' });
  const from = panel.getByRole('textbox', { name: 'From', exact: true });
  const to = panel.getByRole('textbox', { name: 'To', exact: true });
  const typeIn = async (box: Locator, text: string) => {
    await box.clear();
    await box.pressSequentially(text);
    await box.press('Escape');
  };
  await typeIn(to, '01/03/2026');
  await expect(apply).toBeEnabled();
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/grain-sale/self-bills')) sent.push(url.searchParams.get('dateFrom') ?? '');
  });
  for (const invalid of ['31/02/2026', '99/99/9999', '12/03/20']) {
    await typeIn(from, invalid);
    // As its calendar closes, react-datepicker may hand focus back to the box a moment later (it did on a busy
    // CI machine), and a half-typed date is named only once the box is left: leave it until the message shows.
    await expect(async () => {
      await from.blur();
      await expect(panel.getByText('Enter a valid date, e.g. 13/02/2025')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(from).toHaveValue(invalid);
    await expect(apply).toBeDisabled();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
  }
  await panel.screenshot({ path: screenshotPath('my-account-invalid-from-date') });
  // 1 March to 1 March the next year is one year, which self bills (365 days) take.
  const applied = listAnswer(page, 'grain-sale/self-bills', { dateFrom: '2025-03-01', dateTo: '2026-03-01' });
  await typeIn(from, '01/03/2025');
  await expect(panel.getByText('Enter a valid date, e.g. 13/02/2025')).toHaveCount(0);
  await apply.click();
  await applied;
  expect(sent, 'no request carried an invalid date').toEqual(['2025-03-01']);
});

test('a sale made in crop marketing appears in grain sales with its contract PDF; a contract without a document cannot be viewed', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, '/dashboard/myc', GROWER);
  await expect(page.getByRole('region', { name: 'Your grain prices' }).getByRole('table').first()).toBeVisible();
  const contract = await sellFeedWheat(page, 1);

  await page.getByRole('link', { name: 'My Account' }).first().click();
  await page.getByRole('tab', { name: 'Grain sales' }).click();
  const contracts = section(page, 'Contracts');
  const dialog = page.getByRole('dialog', { name: 'Contract details' });

  // A contract still pending approval has no contract note yet: nothing to view.
  const pending = listAnswer(page, 'grain-sale/contracts', { status: 'Pending Approval' });
  const panel = await filterPanel(contracts, false);
  await panel.getByLabel('Status').selectOption('Pending Approval');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  const withoutNote = (await pending).items.find((row) => row['orderDocumentNo'] === null);
  expect(withoutNote, 'a pending contract without a document in the demo data').toBeDefined();
  await contracts.getByRole('button', { name: `Contract details of ${withoutNote!['contractReference'] as string}` }).click();
  await expect(dialog.getByRole('button', { name: 'View contract' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('button', { name: 'Reset filters' }).click();

  // The new sale, found by its reference, opens with its contract note.
  const found = listAnswer(page, 'grain-sale/contracts', { search: contract });
  await contracts.getByLabel('Search contracts').fill(contract);
  expect((await found).items.map((row) => row['contractReference'])).toEqual([contract]);
  await expect(shownReferences(contracts, 'Contracts', false)).toHaveText([contract]);
  await contracts.getByRole('button', { name: `Contract details of ${contract}` }).click();
  await expect(dialog.getByText(contract, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View contract' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'View contract' }).click();
  await expectPdfRenders(page, `Contract ${contract}`);
});

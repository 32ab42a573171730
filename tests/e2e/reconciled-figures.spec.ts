import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatPounds } from '@farm/core/format';
import { pdfText } from '../../server/src/testing/pdf-text';
import { expectPdfRenders, listAnswer, parseCsv } from './support/my-account-lists';
import { shootBothWidths } from './support/shoot-both-widths';
import { accessTokenOf, openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 26's acceptance on the real app and its demo data: a sale contract whose loads brought claims shows paid and
// outstanding net of them, the same in the list, the dialog, the contract note and the CSV, and the dialog's claim
// preview flags exactly the loads that were claimed on.

interface Value {
  gross: number;
  adjustments: number;
  net: number;
  paid: number;
  outstanding: number;
}

/** The next contract detail answer for `reference`. */
const detailAnswer = (page: Page, reference: string) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/contracts/${reference}`))
    .then(async (response) => (await response.json()).data as { contract: { value: Value; product: string }; priceAdjustments: { reference: string }[] });

test('a sale with claims shows paid and outstanding net of them in the list, the dialog, the contract note and the CSV, and the preview flags the claimed loads', async ({
  page,
}) => {
  test.slow();
  const first = listAnswer(page, 'all-transactions');
  await openSignedIn(page, '/dashboard/myaccount', 'grower@myfarm.example');
  const row = (await first).items.find((item) => item['saleOrPurchase'] === 'SALE' && (item['value'] as Value).adjustments < 0 && item['documentNo']);
  expect(row, 'a sale contract of the demo data with claims, among the newest').toBeDefined();
  const reference = row!['reference'] as string;
  const value = row!['value'] as Value;
  expect(value.gross + value.adjustments).toBeCloseTo(value.paid + value.outstanding, 2);

  // The list: its row shows the adjustments, paid and outstanding.
  const list = page.getByRole('tabpanel', { name: 'All transactions' });
  const table = list.getByRole('table', { name: 'All transactions' });
  await expect(table.getByRole('button', { name: `Contract details of ${reference}` })).toBeVisible();
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const cells = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Contract details of ${reference}` }) })
    .locator('td');
  for (const [header, amount] of [
    ['Gross value', value.gross],
    ['Adjustments', value.adjustments],
    ['Paid', value.paid],
    ['Outstanding', value.outstanding],
  ] as const) {
    await expect(cells.nth(headers.indexOf(header)), `the list's ${header}`).toHaveText(formatPounds(amount));
  }

  // The dialog: the same figures, and net = gross + adjustments.
  const detail = detailAnswer(page, reference);
  await list.getByRole('button', { name: `Contract details of ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contract details' });
  const { contract, priceAdjustments } = await detail;
  for (const [term, amount] of [
    ['Gross value', value.gross],
    ['Price adjustments', value.adjustments],
    ['Net value', value.net],
    ['Paid', value.paid],
    ['Outstanding', value.outstanding],
  ] as const) {
    await expect(dialog.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`), `the dialog's ${term}`).toHaveText(formatPounds(amount));
  }

  // The claim preview flags exactly the loads that were claimed on (PA<load> and SMP<load> name the same load).
  await dialog.getByRole('tab', { name: 'Samples', exact: true }).click();
  const preview = dialog.getByRole('region', { name: `Quality claim preview: ${contract.product}` });
  await expect(preview).toContainText(`${priceAdjustments.length} of`);
  const flagged = (await preview.getByRole('rowheader').allTextContents()).map((text) => text.trim().replace(/^SMP/, '')).sort();
  expect(flagged).toEqual(priceAdjustments.map((adjustment) => adjustment.reference.replace(/^PA/, '')).sort());
  await shootBothWidths(page, 'reconciled-contract-dialog', false);

  // The contract note: drawn in the viewer, and read back with pdf.js, with the same figures.
  const note = await page.request.get(`/api/accounts/HARR0001/documents/${row!['documentNo'] as string}`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const { lines } = await pdfText(new Uint8Array(await note.body()));
  for (const [label, amount] of [
    ['Price adjustments', value.adjustments],
    ['Net value', value.net],
    ['Paid', value.paid],
    ['Outstanding', value.outstanding],
  ] as const) {
    expect(lines[lines.indexOf(label) + 1], `the contract note's ${label}`).toBe(formatPounds(amount));
  }
  await dialog.getByRole('tab', { name: 'Movements', exact: true }).click();
  await dialog.getByRole('button', { name: 'View contract' }).click();
  await expectPdfRenders(page, `Contract ${reference}`, { name: 'reconciled-contract-note', phone: false });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The CSV of All transactions: the same figures on the contract's row.
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: 'Export to CSV' }).click()]);
  const [header, ...rows] = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')).filter((cells) => cells.some(Boolean));
  const csvRow = rows.find((cells) => cells[header!.indexOf('Contract')] === reference)!;
  expect(csvRow, `${reference} in the CSV`).toBeDefined();
  for (const [column, amount] of [
    ['Gross (£)', value.gross],
    ['Adjustments (£)', value.adjustments],
    ['Net (£)', value.net],
    ['Paid (£)', value.paid],
    ['Outstanding (£)', value.outstanding],
  ] as const) {
    expect(Number(csvRow[header!.indexOf(column)]), `the CSV's ${column}`).toBeCloseTo(amount, 2);
  }
});

test("an inputs agreement's Order details list its own product lines in their units, and orders show Fulfilled or Unfulfilled", async ({ page }) => {
  const first = listAnswer(page, 'all-transactions');
  await openSignedIn(page, '/dashboard/myaccount', 'grower@myfarm.example');
  const row = (await first).items.find((item) => item['saleOrPurchase'] === 'PURCHASE' && (item['value'] as Value).gross > 0);
  expect(row, 'an inputs agreement of the demo data with invoices, among the newest').toBeDefined();
  const reference = row!['reference'] as string;
  const detail = page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/contracts/${reference}`))
    .then(async (response) => (await response.json()).data.contract.products as { product: string; unitOfMeasure: string }[]);
  await page
    .getByRole('tabpanel', { name: 'All transactions' })
    .getByRole('button', { name: `Contract details of ${reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  const products = await detail;
  expect(products.length).toBeGreaterThan(0);
  const shown = dialog.locator('xpath=.//dt[normalize-space()="Product"]/following-sibling::dd[1]');
  await expect(shown).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    await expect(shown.nth(index)).toContainText(`${product.product}: `);
    await expect(shown.nth(index)).toContainText(`/${product.unitOfMeasure}`);
  }
  await expect(dialog).not.toContainText(' mt at ');
  await shootBothWidths(page, 'order-details-dialog', false);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('tab', { name: 'Purchases', exact: true }).click();
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByText(/^(Fulfilled|Unfulfilled)$/).first()).toBeVisible();
});

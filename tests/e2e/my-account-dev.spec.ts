import { shootBothWidths } from './support/shoot-both-widths';
import { expect, test } from './support/test';

// The My Account widget on its dev page in mock mode (issue 13's screens; the API is the lead's, on main).

test('the My Account dev page in mock mode: the lists, the contract dialog and the phone cards', async ({ page }) => {
  await page.goto('/dev/my-account/?mock');
  const widget = page.locator('farm-my-account');
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText('My Account');
  await expect(widget.getByRole('table', { name: 'All transactions' }).locator('tbody tr')).toHaveCount(14);
  await shootBothWidths(page, 'my-account-all-transactions');

  await widget.getByRole('button', { name: 'Contract details of S-2024-001' }).click();
  const dialog = widget.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Contract details' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Details of MV-S-2024-001-1' }).click();
  await shootBothWidths(page, 'my-account-contract-dialog', false);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await widget.getByRole('tab', { name: 'Grain sales' }).click();
  await expect(widget.getByRole('table', { name: 'Self Bills' })).toBeVisible();
  await shootBothWidths(page, 'my-account-grain-sales');

  await widget.getByRole('tab', { name: 'Purchases' }).click();
  await widget.getByRole('tab', { name: 'Orders' }).click();
  await expect(widget.getByRole('table', { name: 'Orders' })).toBeVisible();
  await shootBothWidths(page, 'my-account-purchase-orders');
});

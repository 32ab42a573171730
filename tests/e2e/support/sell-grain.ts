import { expect, type Locator, type Page } from '@playwright/test';

/** The Feed Wheat prices table of /dashboard/myc. */
const feedWheatPrices = (page: Page) => page.getByRole('region', { name: 'Your grain prices' }).getByRole('region', { name: /^Feed Wheat/ });

/** Opens the sell dialog of the first Feed Wheat row, on its first step, and ticks the first variety. */
export async function chooseFeedWheatVariety(page: Page): Promise<Locator> {
  await feedWheatPrices(page)
    .getByRole('button', { name: /^Sell Feed Wheat/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Variety' })).toBeFocused();
  await dialog.getByRole('checkbox').first().check();
  return dialog;
}

/**
 * Sells `loads` loads of the first Feed Wheat variety from the open /dashboard/myc page, through the three steps
 * and the terms, and returns the new contract's reference from the confirmation (closed afterwards).
 */
export async function sellFeedWheat(page: Page, loads: number): Promise<string> {
  const dialog = await chooseFeedWheatVariety(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('spinbutton', { name: /^Number of loads/ }).fill(String(loads));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('sale-price')).toHaveText(/^\d+\.\d{2}$/);
  await dialog.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }).check();
  await dialog.getByRole('button', { name: 'Complete sale' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Sale confirmed' });
  const reference = confirmed.getByTestId('contract-ref');
  await expect(reference).toHaveText(/\S+/);
  const contract = (await reference.textContent())!.trim();
  await confirmed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return contract;
}

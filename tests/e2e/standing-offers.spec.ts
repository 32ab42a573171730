import type { Response } from '@playwright/test';
import { pricesResponseSchema } from '@farm/core/domain';
import { FOOD_COMPLIANCE, TARGET_ABOVE_PRICE, togglePreference } from './support/price-preferences';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 11's standing offer in Chromium: grower@ offers a row at a target a little above its price; the price rises
// past it (a £2.00 premium switched on) and the next real tick of the worker's server sells it (selling is open
// at any hour on the e2e servers).
const isFeedWheatPrices = (response: Response) => response.url().includes('/prices?') && response.url().includes('commodityExternalCdkId=FW') && response.ok();

test('a standing offer set above the price fills on the tick that reaches it: one contract, its reference in the list, the farmer told', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prices = page.waitForResponse(isFeedWheatPrices);
  await openSignedIn(page, '/dashboard/myc', 'grower@myfarm.example');
  const { prices: feedWheat } = pricesResponseSchema.parse((await (await prices).json()).data);
  const index = 3;
  const target = feedWheat.rows[index]!.priceCurrentYear! + TARGET_ABOVE_PRICE;

  await page
    .getByRole('button', { name: /^Sell automatically at a target price: Feed Wheat/ })
    .nth(index)
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sell automatically: Feed Wheat' });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByLabel(/^Number of loads/).fill('2');
  await dialog.getByLabel('Target price (£/MT)').fill(target.toFixed(2));
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  await dialog.getByLabel('Expiry date').fill(inAWeek.toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }));
  await dialog.getByLabel('Expiry date').press('Tab');
  await dialog.getByRole('button', { name: `Sell automatically at £${target.toFixed(2)}` }).click();
  await page.getByRole('dialog', { name: 'Standing offer set' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: /^Standing offers/ }).getByText('Open')).toBeVisible();
  await shootBothWidths(page, 'standing-offers-open');
  await togglePreference(page, FOOD_COMPLIANCE);

  // The list is open on a wide screen; it loads again on every tick while open, and a fill happens on one.
  await expect(page.getByRole('button', { name: /^Standing offers/ })).toHaveAttribute('aria-expanded', 'true');
  const offers = page.getByRole('region', { name: /^Standing offers/ });
  await expect(offers.getByText('Filled')).toBeVisible({ timeout: 20_000 });
  await expect(offers.getByText(/^S\d{7}$/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible({ timeout: 15_000 });
  await shootBothWidths(page, 'standing-offers-filled');

  // The worker's other specs price without the premium.
  await togglePreference(page, FOOD_COMPLIANCE);
});

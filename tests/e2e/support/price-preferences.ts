import { expect, type Page } from '@playwright/test';

/** Switches the price preference `name` in the myc page's filter menu, and waits until it is saved. */
export async function togglePreference(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Price preferences' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const toggle = page.getByRole('switch', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Escape');
}

/**
 * Food compliance adds £2.00/MT to every price (docs/areas/crop-marketing.md, 'Grain prices: the model'). A spec sets a target a little
 * above a price, then switches it on: the farmer's price rises past the target, and the next tick of the server
 * acts on it, whichever way the demo market moves meanwhile.
 */
export const FOOD_COMPLIANCE = 'Food compliance';
/** How far above the price such a target is: under the premium, with room for the market's move of a tick or two. */
export const TARGET_ABOVE_PRICE = 0.5;

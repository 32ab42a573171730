import type { Page } from '@playwright/test';
import { screenshotPath } from './sign-in';
import { expect } from './test';

/** Screenshots at 1280 and 375 px wide, checking the page never scrolls sideways on a phone; ends at 1280. */
export async function shootBothWidths(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath(`${name}-1280`), fullPage });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshotPath(`${name}-375`), fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

import type { Page } from '@playwright/test';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 26 §4, in Chromium: the browser's Back closes the sell dialog rather than leaving crop marketing, and a
// reload during the price's countdown tells the farmer nothing was sold. Nothing is sold here.
const GROWER = 'grower@myfarm.example';

const sellButtons = (page: Page) =>
  page
    .getByRole('region', { name: 'Your grain prices' })
    .getByRole('region', { name: /^Feed Wheat/ })
    .getByRole('button', { name: /^Sell Feed Wheat/ });

async function openSellDialog(page: Page) {
  await sellButtons(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Variety' })).toBeFocused();
  return dialog;
}

test('Back closes the sell dialog and stays on crop marketing; closed any other way, Back leaves the page as before', async ({ page }) => {
  await openSignedIn(page, '/dashboard', GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dashboard/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Crop Marketing/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/myc$/);

  let dialog = await openSellDialog(page);
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/myc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop Marketing');

  // Cancel takes the dialog's history entry out: the next Back goes to the dashboard, as if it had never opened.
  dialog = await openSellDialog(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dashboard/);

  // A reload with the dialog open leaves its entry behind; the page takes it out, so one Back still leaves.
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard\/myc$/);
  await openSellDialog(page);
  await page.reload();
  await expect(sellButtons(page).first()).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.history.state ?? null))).not.toContain('farmDialogEntry');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reload during the countdown says 'Your sale was not completed. Nothing was sold.'", async ({ page }) => {
  await openSignedIn(page, '/dashboard/myc', GROWER);
  await expect(page).toHaveURL(/\/dashboard\/myc$/);
  const dialog = await openSellDialog(page);
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('spinbutton', { name: /^Number of loads/ }).fill('2');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^[12]:\d{2}$/);
  await expect(dialog.getByTestId('sale-price')).toHaveText(/^\d+\.\d{2}$/);

  await page.reload();
  const notice = page.getByRole('dialog', { name: 'Sale not completed' });
  await expect(notice).toContainText('Your sale was not completed. Nothing was sold.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sellButtons(page).first()).toBeEnabled();

  // Said once: another reload says nothing.
  await page.reload();
  await expect(sellButtons(page).first()).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

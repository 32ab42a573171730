import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSignedIn } from './support/sign-in';
import { avatar, chooseFromAvatarMenu } from './support/avatar-menu';

// Issue 7 §6: closing a dialog or a header popup gives focus back to the control that opened it. Nothing
// here changes state: grower@ re-chooses the business it is on, shell@ only cancels its e-mail choices.
const GROWER = 'grower@myfarm.example';
const SHELL_USER = 'shell@myfarm.example';

async function openAs(page: Page, email: string) {
  await openSignedIn(page, '/dashboard', email);
  await expect(page.getByTestId('current-business')).toBeVisible();
}

test('the business switcher gives focus back to its button after Escape and after a choice', async ({ page }) => {
  await openAs(page, GROWER);
  const switcher = page.getByRole('button', { name: /^Business/ });
  await switcher.click();
  await expect(page.getByLabel('Search businesses')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Search businesses')).toBeHidden();
  await expect(switcher).toBeFocused();

  await switcher.click();
  await page
    .getByRole('list', { name: 'Your businesses' })
    .getByRole('button', { name: /Harrison Farms Ltd/ })
    .click();
  await expect(page.getByLabel('Search businesses')).toBeHidden();
  await expect(switcher).toBeFocused();
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
});

test('the business summary gives focus back to the avatar button after Close and after Escape', async ({ page }) => {
  await openAs(page, GROWER);
  for (const close of ['button', 'Escape'] as const) {
    await chooseFromAvatarMenu(page, 'Business summary');
    const dialog = page.getByRole('dialog', { name: 'Business summary' });
    await expect(dialog).toBeVisible();
    if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(avatar(page), `after closing with ${close}`).toBeFocused();
  }
});

test('e-mail preferences give focus back to the avatar button after Cancel and after Escape', async ({ page }) => {
  await openAs(page, SHELL_USER);
  for (const close of ['Cancel', 'Escape'] as const) {
    await chooseFromAvatarMenu(page, 'Email preferences');
    const dialog = page.getByRole('dialog', { name: 'Email preferences' });
    await expect(dialog.getByLabel('Price alerts')).toBeVisible();
    if (close === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(avatar(page), `after closing with ${close}`).toBeFocused();
  }
});

test('the access dialog gives focus back to the locked tile after Ok and after Escape', async ({ page }) => {
  await openAs(page, SHELL_USER);
  const tile = page.getByRole('button', { name: 'Calculators (locked)' });
  for (const close of ['Ok', 'Escape'] as const) {
    await tile.click();
    const dialog = page.getByRole('dialog', { name: "Looks like you don't have access to Calculators." });
    await expect(dialog).toBeVisible();
    if (close === 'Ok') await dialog.getByRole('button', { name: 'Ok' }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile, `after closing with ${close}`).toBeFocused();
  }
});

test('the notifications list gives focus back to the bell after Escape', async ({ page }) => {
  await openAs(page, GROWER);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.click();
  await expect(page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Notifications' })).toBeHidden();
  await expect(bell).toBeFocused();
});

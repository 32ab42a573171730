import type { Page } from '@playwright/test';

/** The header's avatar button, which opens the account menu. */
export const avatar = (page: Page) => page.getByRole('button', { name: /Account menu for/ });

/** Opens the avatar's account menu and chooses one of its items. */
export async function chooseFromAvatarMenu(page: Page, item: string): Promise<void> {
  await avatar(page).click();
  await page
    .getByRole('menu', { name: /Account menu for/ })
    .getByRole('menuitem', { name: item })
    .click();
}

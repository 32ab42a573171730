import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';

// Issue 7 §6: below 768 px the sidebar shows as a drawer behind a menu button in the header. grower@ only
// reads here; shell@ works on Marsh Lane Contracting, whose Calculators tile is locked and Oxbury hidden.
const GROWER = 'grower@myfarm.example';
const SHELL_USER = 'shell@myfarm.example';

async function openAs(page: Page, width: number, path: string, email: string) {
  await page.setViewportSize({ width, height: 800 });
  await openSignedIn(page, path, email);
  await expect(page.getByTestId('current-business')).toBeVisible();
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const focusIsInDrawer = (page: Page) => page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false);

test('at 320 px the menu button opens the sidebar as a drawer, which leads to another area and closes on the way', async ({ page }) => {
  await openAs(page, 320, '/dashboard', GROWER);
  await expect(mainNav(page)).toHaveCount(0);
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const nav = drawer(page).getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  // One menu: the drawer is the sidebar itself, not a copy of it.
  await expect(page.locator('#sidebar-slot').getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-phone-menu-320') });
  await expectNoSeriousViolations(page, { what: 'drawer open at 320 px' });

  await nav.getByRole('link', { name: 'Calculators' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calculators$/);
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Calculators');
});

test('the drawer keeps focus inside; Escape, its close button and the backdrop close it, with focus back on the menu button', async ({ page }) => {
  await openAs(page, 375, '/dashboard', GROWER);
  await menuButton(page).click();
  const close = drawer(page).getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer(page).getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  const stops = (await drawer(page).getByRole('link').count()) + 2;
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInDrawer(page), `after ${i + 1} Tab presses`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await close.click();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  // The drawer is 300 px wide; the backdrop is to its right.
  await page.mouse.click(350, 400);
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Back closes the drawer too', async ({ page }) => {
  await openAs(page, 375, '/dashboard', GROWER);
  await menuButton(page).click();
  await drawer(page).getByRole('link', { name: 'Calculators' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calculators$/);
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(drawer(page)).toBeHidden();
});

test('a locked item in the drawer opens the access dialog over it, and Ok leads back to the item', async ({ page }) => {
  await openAs(page, 375, '/dashboard', SHELL_USER);
  await menuButton(page).click();
  const locked = drawer(page).getByRole('link', { name: /Calculators/ });
  await expect(locked).toContainText('(locked)');
  await expect(drawer(page).getByRole('link', { name: /Oxbury/ })).toHaveCount(0);
  await locked.click();
  const access = page.getByRole('dialog', { name: "Looks like you don't have access to Calculators." });
  await expect(access).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-phone-menu-locked-375') });
  await access.getByRole('button', { name: 'Ok' }).click();
  await expect(access).toBeHidden();
  await expect(drawer(page)).toBeVisible();
  await expect(locked).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the menu button shows up to 767 px only, and not where the route table hides the sidebar', async ({ page, browser }) => {
  await openAs(page, 767, '/dashboard', GROWER);
  await expect(menuButton(page)).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(menuButton(page)).toBeHidden();
  await expect(mainNav(page)).toBeVisible();

  // Growing past a phone's width with the drawer open puts the sidebar back beside the page.
  await page.setViewportSize({ width: 400, height: 800 });
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(drawer(page)).toHaveCount(0);
  await expect(mainNav(page)).toBeVisible();

  const terms = await (await browser.newContext()).newPage();
  await openAs(terms, 375, '/dashboard', 'shell-terms@myfarm.example');
  await expect(terms).toHaveURL(/\/dashboard\/terms$/);
  await expect(menuButton(terms)).toHaveCount(0);
  await terms.context().close();
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// The header of spec 1 §2. grower@ starts on Harrison Farms Ltd (admin there) and these specs never switch
// business; the users that change state (e-mail choices) are shell-demo.ts's own. Change password: password-reset.spec.ts.
const GROWER = 'grower@myfarm.example';
const SHELL_USER = 'shell@myfarm.example';

async function openAs(page: Page, path: string, email: string) {
  await openSignedIn(page, path, email);
  await expect(page.getByTestId('current-business')).toBeVisible();
}

const avatarMenu = (page: Page) => page.getByRole('menu', { name: /Account menu for/ });
async function openAvatarMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(avatarMenu(page)).toBeVisible();
  return avatarMenu(page);
}

test('the avatar menu holds the items of the spec, with Admin for an admin who is not internal', async ({ page }) => {
  await openAs(page, '/dashboard', GROWER);
  const menu = await openAvatarMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Business summary',
    'Email preferences',
    'Change password',
    'Terms and conditions',
    'Cookie policy',
    'Privacy policy',
    'Admin',
    'Logout',
  ]);
  await expect(menu.getByRole('group', { name: 'Settings' }).getByRole('menuitem')).toHaveText(['Email preferences', 'Change password']);
  await expect(menu.getByRole('group', { name: 'Policies' }).getByRole('menuitem')).toHaveText(['Terms and conditions', 'Cookie policy', 'Privacy policy']);
  await expect(page.getByText('Need help?')).toBeVisible();
  await expect(page.getByRole('link', { name: '01234 567890' })).toHaveAttribute('href', 'tel:01234567890');
  await expect(page.getByRole('link', { name: 'support@myfarm.example' })).toHaveAttribute('href', 'mailto:support@myfarm.example');
  await expect(page.getByText('8:30 AM to 5:00 PM Monday to Friday')).toBeVisible();

  // Keyboard: the first item has focus, the arrows move, Escape closes and returns to the button.
  await expect(menu.getByRole('menuitem', { name: 'Business summary' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(avatarMenu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeFocused();

  await openAvatarMenu(page);
  await avatarMenu(page).getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('the policy items lead to the legal pages', async ({ page }) => {
  await openAs(page, '/dashboard', GROWER);
  for (const [item, path] of [
    ['Terms and conditions', '/dashboard/terms'],
    ['Cookie policy', '/dashboard/cookies'],
    ['Privacy policy', '/dashboard/privacy'],
  ] as const) {
    const menu = await openAvatarMenu(page);
    await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute('href', path);
    await menu.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('no Admin item for a user who is not admin of the selected account, nor for internal staff', async ({ page, browser }) => {
  await openAs(page, '/dashboard', SHELL_USER);
  const menu = await openAvatarMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);

  const staffPage = await (await browser.newContext()).newPage();
  await openAs(staffPage, '/dashboard', 'shell-staff@myfarm.example');
  const staffMenu = await openAvatarMenu(staffPage);
  await expect(staffMenu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(staffMenu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);

  // Internal users cannot change their password here.
  await staffMenu.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = staffPage.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Internal User');
  await expect(dialog).toContainText('You are an internal user, password change is not possible via MyFarm');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await staffPage.context().close();
});

test('the business summary shows every field of the selected account', async ({ page }) => {
  await openAs(page, '/dashboard', GROWER);
  await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Business summary' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Business summary');
  const fields = await dialog.locator('dt').allTextContents();
  const values = await dialog.locator('dd').allTextContents();
  expect(Object.fromEntries(fields.map((f, i) => [f, values[i]]))).toEqual({
    'Business name': 'Harrison Farms Ltd',
    'Account number': 'HARR0001',
    'Account status': 'Active',
    'VAT number': 'GB284716395',
    Address: 'Abbey Farm, Debden Road\nNewport\nSaffron Walden\nEssex\nCB10 2RL',
    Telephone: '01799 523418',
    Mobile: '07700 900418',
    SMS: '07700 900418',
    Email: 'office@harrisonfarms.example',
    'Assurance status': 'Red Tractor Assured',
    'Assurance reference': 'RTC-0481726',
    'Last updated': '14/03/2025',
    'Sustainability status': 'Verified',
  });
  await page.screenshot({ path: screenshotPath('shell-business-summary') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('email preferences are saved on the server with a success toast', async ({ page }) => {
  await openAs(page, '/dashboard', SHELL_USER);
  await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Email preferences' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Email preferences');
  await expect(dialog.getByLabel('Price alerts')).toBeChecked();
  await expect(dialog.getByLabel('Market reports')).toBeChecked();
  await expect(dialog.getByLabel('Account statements')).toBeChecked();
  await expect(dialog.getByLabel('News and offers')).not.toBeChecked();
  await page.screenshot({ path: screenshotPath('shell-email-preferences') });

  await dialog.getByLabel('Market reports').uncheck();
  await dialog.getByLabel('News and offers').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Email preferences' }).click();
  await expect(page.getByRole('dialog').getByLabel('Market reports')).not.toBeChecked();
  await expect(page.getByRole('dialog').getByLabel('News and offers')).toBeChecked();
});

test('the notifications list shows recent release notes, each opening the update centre on itself', async ({ page }) => {
  await openAs(page, '/dashboard', GROWER);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem', { name: 'View all' })).toHaveAttribute('href', '/dashboard/updatecentre');
  // Release notes only: the same user's price alert notifications (other specs of this worker) are another group.
  const notes = menu.getByRole('group', { name: 'Latest updates' }).getByRole('menuitem');
  const hrefs = await notes.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href).toMatch(/^\/dashboard\/updatecentre\?note=[0-9a-f-]{36}$/);
  expect(new Set(hrefs).size).toBe(hrefs.length);

  // Not the newest: the second note, which the update centre must open instead of the newest.
  await notes.nth(1).click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(hrefs[1]);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();

  await page.goto('/dashboard');
  await bell.click();
  await menu.getByRole('menuitem', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/dashboard\/updatecentre$/);
});

test('a note clicked in the header list is the one the update centre opens, not the newest', async ({ page }) => {
  await openAs(page, '/dashboard', GROWER);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notes = page.getByRole('menu', { name: 'Notifications' }).getByRole('group', { name: 'Latest updates' }).getByRole('menuitem');
  // Each item reads its title, then its date.
  const [newest, clicked] = await notes.evaluateAll((links) => links.slice(0, 2).map((l) => l.firstChild?.textContent ?? ''));
  await notes.nth(1).click();
  const startsWith = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const entry = (title: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('heading', { level: 3 })
      .getByRole('button', { name: startsWith(title) });
  await expect(entry(clicked!)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: clicked })).toBeVisible();
  await expect(entry(newest!)).toHaveAttribute('aria-expanded', 'false');

  await page.screenshot({ path: screenshotPath('update-centre-clicked-note-1280') });

  // The link works on reload too, on a phone as well.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(entry(clicked!)).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: screenshotPath('update-centre-clicked-note-375') });
});

test('the dashboard at 1280 px and 375 px, header menus open, no overflow and no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '/dashboard', GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('shell-dashboard-1280') });

  await openAvatarMenu(page);
  await expectNoSeriousViolations(page, { within: '#header-slot', what: 'avatar menu open' });
  await page.screenshot({ path: screenshotPath('shell-dashboard-1280-avatar-menu') });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  const header = page.locator('#header-slot');
  const fits = () => header.evaluate((el) => el.scrollWidth <= el.clientWidth && document.documentElement.scrollWidth <= 375);
  await page.screenshot({ path: screenshotPath('shell-dashboard-375') });
  await expect.poll(fits).toBe(true);

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-dashboard-375-notifications') });
  await page.keyboard.press('Escape');

  await openAvatarMenu(page);
  expect(await fits()).toBe(true);
  await page.screenshot({ path: screenshotPath('shell-dashboard-375-avatar-menu') });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Business/ }).click();
  await expect(page.getByLabel('Search businesses')).toBeVisible();
  const panel = await page.getByLabel('Search businesses').evaluate((el) => el.closest('div')!.getBoundingClientRect().right);
  expect(panel).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshotPath('shell-dashboard-375-business-switcher') });
});

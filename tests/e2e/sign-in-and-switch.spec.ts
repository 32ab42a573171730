import { screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// The specs share one server and its seeded data, and the business switch changes what the server
// remembers as last accessed, so they run in order.
test.describe.configure({ mode: 'serial' });

test('the root path leads to the login page of the identity provider', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('login'), fullPage: true });
});

test('a wrong password keeps the user on the login page with an error', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example', 'not-the-password');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\//);
});

test('after sign-in the dashboard shows the last accessed account tiles and its town', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await expect(page.getByRole('list', { name: 'Your MyFarm services' }).getByRole('button').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath('dashboard-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('dashboard-375'), fullPage: true });
});

test('switching business shows the toast and the other account, and a reload keeps it', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example');
  const tiles = page.getByRole('list', { name: 'Your MyFarm services' }).getByRole('button');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  const before = await tiles.allTextContents();

  await page.getByRole('button', { name: /Business/ }).click();
  await page.getByLabel('Search businesses').fill('ely');
  await page.getByRole('button', { name: /Fen Edge Partnership/ }).click();

  await expect(page.getByText('Business was changed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Ely');
  await expect(page.getByTestId('current-business')).toHaveText('Fen Edge Partnership');
  await expect.poll(() => tiles.allTextContents()).not.toEqual(before);
  await page.screenshot({ path: screenshotPath('business-switched'), fullPage: true });
  await expect(page.getByText('Business was changed successfully')).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Ely');
  await expect(page.getByTestId('current-business')).toHaveText('Fen Edge Partnership');
});

test('a locked tile opens the access dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example');
  const locked = page.getByRole('button', { name: /\(locked\)$/ }).first();
  // The tile's name is what it shows, with "(locked)" for screen readers after it.
  const label = (await locked.textContent())!.replace(' (locked)', '');
  await locked.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Looks like you don't have access to ${label}.`);
  await page.screenshot({ path: screenshotPath('access-dialog'), fullPage: true });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});

test('logout ends the session and the dashboard asks for sign-in again', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // The provider ends its session and sends the browser back to the portal, which asks for sign-in.
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
});

// Last in the file: the other specs on this worker's server expect grower@ to start on Harrison Farms.
test('switching back to the first business brings its dashboard back, and the next sign-in starts there', async ({ page, browser, portal }) => {
  await page.goto('/dashboard');
  await signIn(page, 'grower@myfarm.example');
  await expect(page.getByTestId('current-business')).toHaveText('Fen Edge Partnership');
  await page.getByRole('button', { name: /Business/ }).click();
  await page.getByLabel('Search businesses').fill('harrison');
  await page.getByRole('button', { name: /Harrison Farms/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await expect(page.getByText('Business was changed successfully')).toBeVisible();
  await expect(page.getByText('Business was changed successfully')).toBeHidden({ timeout: 5_000 });

  // The next sign-in in a browser of its own: clearing this page's session raced its own redirect to sign-in.
  const next = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await next.goto('/dashboard');
  await signIn(next, 'grower@myfarm.example');
  await expect(next.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await next.context().close();
});

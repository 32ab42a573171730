import type { Page, Route } from '@playwright/test';
import { STARTUP_CALL } from './support/content-routes';
import { openSignedIn, screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Spec 1 §8 error catalogue on the start-up call (user and business accounts, spec 1 §4): each failure
// shows the error page, whose Ok logs out. Portal-wide failures are made with page.route(), never by
// changing the server others use.
const PHONE = '01234 567890';
const EMAIL = 'support@myfarm.example';
const CONNECTIVITY = `Connectivity error, please try again later. If the problem persists, please contact support by email at ${EMAIL} or by phone on ${PHONE}.`;
const ACCOUNT_PROBLEM = `It looks like there is a problem with your MyFarm account. Please call ${PHONE} or email ${EMAIL} to ask for help`;
const DISABLED = `Your account has been disabled. Please call ${PHONE} or email ${EMAIL} to ask for help.`;

const errorPage = (page: Page) => page.getByRole('alert').filter({ hasText: 'We could not load your MyFarm account' });

const json = (status: number, body: object) => (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function expectErrorPage(page: Page, message: string, screenshot?: string) {
  await expect(errorPage(page).getByRole('heading')).toHaveText('We could not load your MyFarm account');
  await expect(errorPage(page).getByText(message, { exact: true })).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshotPath(screenshot) });
}

async function okLogsOut(page: Page) {
  await errorPage(page).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test("401 shows the server's own message, and Ok logs out", async ({ page }) => {
  // The real server answers a call without a valid bearer token with 401 and its message.
  await page.route(STARTUP_CALL, (route) => {
    const headers = { ...route.request().headers() };
    delete headers.authorization;
    return route.continue({ headers });
  });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expectErrorPage(page, 'Your session has expired. Please sign in again.', 'shell-error-401');
  await okLogsOut(page);
});

test("403 'No MyFarm configuration' from the real server for a user with no business", async ({ page }) => {
  await openSignedIn(page, '/dashboard', 'newuser@myfarm.example');
  await expectErrorPage(page, ACCOUNT_PROBLEM, 'shell-error-403-no-configuration');
  await okLogsOut(page);
});

test('any other 403 says the account is disabled', async ({ page }) => {
  await page.route(STARTUP_CALL, json(403, { status: 403, errorCode: 'USER_DISABLED', errorMessage: 'User is disabled.' }));
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  await expectErrorPage(page, DISABLED, 'shell-error-403-disabled');
  await okLogsOut(page);
});

for (const [name, handler] of [
  ['404', json(404, { status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found.' })],
  ['status 0 in the envelope', json(200, { status: 0, errorCode: 'NO_STATUS', errorMessage: 'No status.' })],
] as const) {
  test(`${name} gives the account problem message`, async ({ page }) => {
    await page.route(STARTUP_CALL, handler);
    await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
    await expectErrorPage(page, ACCOUNT_PROBLEM);
  });
}

for (const [name, handler] of [
  ['500', json(500, { status: 500, errorCode: 'INTERNAL', errorMessage: 'Something broke.' })],
  ['a 504 time-out', json(504, { status: 504, errorCode: 'TIMEOUT', errorMessage: 'Gateway time-out.' })],
  ['no connection at all', (route: Route) => route.abort('internetdisconnected')],
] as const) {
  test(`${name} gives the connectivity message`, async ({ page }) => {
    await page.route(STARTUP_CALL, handler);
    await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
    await expectErrorPage(page, CONNECTIVITY, name === '500' ? 'shell-error-connectivity' : undefined);
  });
}

test('a failed save in a dialog shows the catalogue message there', async ({ page, context }) => {
  await page.goto('/dashboard');
  // Its own user, so the e-mail preferences spec of shell-header never sees this one's choices.
  await signIn(page, 'shell-staff@myfarm.example');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Email preferences' }).click();
  const dialog = page.getByRole('dialog');
  // Wait for the saved choices to arrive, so the change below is not overwritten by them.
  await expect(dialog.getByLabel('Price alerts')).toBeChecked();
  await dialog.getByLabel('Price alerts').uncheck();
  // The browser goes offline, as a farm's connection does, so the save fails before reaching the server.
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CONNECTIVITY);
  await expect(dialog).toBeVisible();
  await context.setOffline(false);
});

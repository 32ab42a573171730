import path from 'node:path';
import type { Page } from '@playwright/test';
import { latestResetLink } from '../../server/src/testing/read-outbox';
import { expectNoSeriousViolations } from './support/accessibility';
import { DEMO_PASSWORD, screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// shell-reset@ is the only user whose password changes, so no other spec signs in as it.
const USER = 'shell-reset@myfarm.example';
const NEW_PASSWORD = 'winter barley headland 7';

async function requestReset(page: Page) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/myuser/passwordreset') && r.method() === 'POST');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  expect((await request).postData()).toBeNull();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Change password');
  await expect(dialog).toContainText(`We have sent a password reset link to ${USER}.`);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
}

test('Change password e-mails a one-time link that sets a new password, and only the new one signs in', async ({ page, browser, portal }) => {
  // Without SMTP_URL the server writes each e-mail to DATA_DIR/outbox: this worker's portal's own folder.
  const outbox = path.join(portal.dataDir, 'outbox');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await signIn(page, USER);
  await expect(page.getByTestId('current-business')).toBeVisible();
  await requestReset(page);

  let link: string | undefined;
  await expect.poll(async () => (link = await latestResetLink(outbox, USER))).toContain('/oidc/reset-password?token=');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page.getByText(`For ${USER}.`)).toBeVisible();
  await expectNoSeriousViolations(page, { what: 'reset form' });
  await page.screenshot({ path: screenshotPath('password-reset-form-375'), fullPage: true });

  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('Confirm new password').fill('too short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 10 characters.');
  await page.screenshot({ path: screenshotPath('password-reset-refused-375'), fullPage: true });

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');
  await page.screenshot({ path: screenshotPath('password-reset-done-375'), fullPage: true });

  // The link works once.
  const again = await page.request.get(link!);
  expect(again.status()).toBe(410);

  // In another browser the old password no longer signs in; the new one does. (That the earlier sign-ins
  // ended is server/src/oidc/password-reset.test.ts's.)
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/dashboard');
  await signIn(fresh, USER, DEMO_PASSWORD);
  await expect(fresh.getByRole('alert')).toHaveText('Incorrect email or password.');
  await signIn(fresh, USER, NEW_PASSWORD);
  await expect(fresh.getByTestId('current-business')).toBeVisible();
  await fresh.context().close();
});

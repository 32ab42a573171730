import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { readOutbox } from '../../server/src/testing/read-outbox';
import { expectNoSeriousViolations } from './support/accessibility';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 12, account-user administration on Whitfield Agriculture (WHIT0003): lead@ is its lead, admin@ an admin.
// Invitees get an address of their own per run; the stale-save test edits office@ (Gwen Ashby), whom no other spec
// uses, and leaves her as it found her.
const LEAD = 'lead@myfarm.example';
const ADMIN = 'admin@myfarm.example';
const STALE = 'Someone else changed this user while you were editing. Their changes are shown now: make yours again if they are still needed.';

const tileRadio = (dialog: Locator, tile: string, state: 'Enabled' | 'Locked' | 'Disabled') =>
  dialog.getByRole('group', { name: tile, exact: true }).getByRole('radio', { name: state });

async function openAdmin(page: Page, email: string) {
  await openSignedIn(page, '/dashboard/admin', email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage users');
  await expect(page.getByRole('button', { name: 'Edit Gwen Ashby' }).first()).toBeVisible();
}

test('lead@ invites a user with only My Account: the e-mail arrives, they choose a password, activate, accept the terms and see only what was set', async ({
  page,
  browser,
  portal,
}) => {
  // A sign-in, an invitation, a second browser's whole first visit, and two axe runs.
  test.slow();
  const invitee = `invitee-${Date.now()}@farm.example`;
  await openAdmin(page, LEAD);
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the admin screen' });
  await shootBothWidths(page, 'admin-users');

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('E-mail').fill(invitee.toUpperCase());
  await dialog.getByLabel('Full name').click();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(invitee);
  await dialog.getByLabel('Full name').fill('Rosie Hart');
  await dialog.getByLabel('Contact number').pressSequentially('07700900456');
  await expect(dialog.getByLabel('Contact number')).toHaveValue('07700 900 456');
  await tileRadio(dialog, 'My Account', 'Enabled').check();
  await tileRadio(dialog, 'Crop Marketing', 'Locked').check();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the add user dialog' });
  await shootBothWidths(page, 'admin-add-user', false);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${invitee}.` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Rosie Hart' })).toBeVisible();

  // Without SMTP_URL the server writes each e-mail to DATA_DIR/outbox: this worker's portal's own folder.
  const outbox = path.join(portal.dataDir, 'outbox');
  let text = '';
  await expect
    .poll(async () => (text = (await readOutbox(outbox)).find((mail) => mail.to.includes(invitee))?.text ?? ''))
    .toContain('has invited you to Whitfield Agriculture');
  const link = /http:\/\/\S+\/oidc\/reset-password\?token=\S+/.exec(text)![0];
  const code = /activation code, enter: (\w+)/.exec(text)![1]!;

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(link).pathname + new URL(link).search);
  const password = 'spring oats and beans 9';
  await newcomer.getByLabel('New password', { exact: true }).fill(password);
  await newcomer.getByLabel('Confirm new password').fill(password);
  await newcomer.getByRole('button', { name: 'Change password' }).click();
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');

  await newcomer.goto('/dashboard');
  await signIn(newcomer, invitee, password);
  await expect(newcomer).toHaveURL(/\/dashboard\/activation$/);
  await newcomer.getByLabel('Activation code').fill(code);
  await newcomer.getByRole('button', { name: /Activate/ }).click();
  await expect(newcomer).toHaveURL(/\/dashboard\/terms$/);
  await newcomer.getByRole('button', { name: 'Accept' }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);

  const tiles = newcomer.getByRole('list', { name: 'Your MyFarm services' }).getByRole('button');
  await expect(tiles).toHaveText(['Crop Marketing (locked)', 'My Account'].map((name) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}`)));
  await newcomer.setViewportSize({ width: 375, height: 800 });
  await newcomer.screenshot({ path: 'tests/e2e/screenshots/admin-invitee-dashboard-375.png', fullPage: true });
  await tiles.first().click();
  await expect(newcomer.getByRole('dialog').getByRole('heading')).toHaveText("Looks like you don't have access to Crop Marketing.");
  await newcomer.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  // A hidden area's path goes back to the dashboard with the same dialog.
  await newcomer.goto('/dashboard/oxbury');
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await expect(newcomer.getByRole('dialog').getByRole('heading')).toHaveText(/^Looks like you don't have access to/);
  await context.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rosie Hart' }) })).not.toContainText('Invitation sent');
});

test('two browsers edit the same user: the second save gets the stale-version message and the first change stands', async ({ page, browser }) => {
  test.slow();
  const other = await (await browser.newContext()).newPage();
  await openAdmin(page, LEAD);
  await openAdmin(other, ADMIN);
  const first = page.getByRole('dialog', { name: 'Edit Gwen Ashby' });
  const second = other.getByRole('dialog', { name: 'Edit Gwen Ashby' });
  await page.getByRole('button', { name: 'Edit Gwen Ashby' }).first().click();
  await other.getByRole('button', { name: 'Edit Gwen Ashby' }).first().click();
  await expect(tileRadio(first, 'Markets', 'Disabled')).toBeChecked();
  await expect(tileRadio(second, 'Markets', 'Disabled')).toBeChecked();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the edit dialog' });

  await tileRadio(first, 'Markets', 'Enabled').check();
  await first.getByRole('button', { name: 'OK' }).click();
  await expect(first).toBeHidden();

  await tileRadio(second, 'MySOYL', 'Enabled').check();
  await second.getByRole('button', { name: 'OK' }).click();
  await expect(other.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await shootBothWidths(other, 'admin-stale-save', false);

  // Reloaded: the first change is there, the second is not.
  await other.getByRole('button', { name: 'Edit Gwen Ashby' }).first().click();
  await expect(tileRadio(second, 'Markets', 'Enabled')).toBeChecked();
  await expect(tileRadio(second, 'MySOYL', 'Disabled')).toBeChecked();
  // Back as it was, for the next run on this server.
  await tileRadio(second, 'Markets', 'Disabled').check();
  await second.getByRole('button', { name: 'OK' }).click();
  await expect(second).toBeHidden();
  await other.context().close();
});

test('an admin cannot edit the lead or themself, each told why with the support contact; the delete confirmation', async ({ page }) => {
  await openAdmin(page, ADMIN);
  await page.getByRole('button', { name: 'Edit Sarah Whitfield' }).first().click();
  const notice = page.getByRole('alert').filter({ hasText: 'Lead accounts can not be edited.' });
  await expect(notice).toContainText('support@myfarm.example');
  await page.getByRole('button', { name: 'Delete James Okafor' }).first().click();
  const own = page.getByRole('dialog').filter({ hasText: 'It is not possible to edit your own account permissions.' });
  await expect(own).toBeVisible();
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the own-account dialog' });
  await shootBothWidths(page, 'admin-own-account', false);
  await own.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Delete Dan Pryce' }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove Dan Pryce from this business?' });
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the delete confirmation' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

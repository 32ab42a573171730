import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUSINESS_INVITATION_SUBJECT } from '../../server/src/mail/business-invitation-mail';
import { readOutbox } from '../../server/src/testing/read-outbox';
import { expectNoSeriousViolations } from './support/accessibility';
import { shootBothWidths } from './support/shoot-both-widths';
import { screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 27 §4 on Whitfield Agriculture (WHIT0003), whose lead is lead@: adding grower@ (Tom Harrison, who uses
// MyFarm with Harrison Farms and Fen Edge) is an invitation he answers himself. The test takes him off Whitfield
// again at the end, so the specs that switch his businesses find the two they expect.
const LEAD = 'lead@myfarm.example';
const GROWER = 'grower@myfarm.example';

async function signedIn(page: Page, email: string, where: string) {
  await page.goto(where);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${where}$`));
}

test('an admin invites someone who already uses MyFarm: only what was typed shows until he accepts, then the business is his', async ({
  page,
  browser,
  portal,
}) => {
  // Two sign-ins, an invitation through the outbox, two axe runs and four screenshots.
  test.slow();
  await signedIn(page, LEAD, '/dashboard/admin');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('E-mail').fill(GROWER);
  await dialog.getByLabel('Full name').click();
  // The same words as for an address new to MyFarm: the check says nothing of who uses it.
  await expect(dialog.getByText('We will e-mail them an invitation. Nothing changes for them until they accept it.')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Tom at the Harrison farm');
  await dialog.getByLabel('Contact number').pressSequentially('07700900456');
  await dialog.getByRole('group', { name: 'My Account', exact: true }).getByRole('radio', { name: 'Enabled' }).check();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${GROWER}.` })).toBeVisible();
  const pending = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tom at the Harrison farm' }) });
  await expect(pending).toContainText('Invitation sent');
  await expect(pending.getByRole('button', { name: `Withdraw the invitation to ${GROWER}` })).toBeVisible();
  await expect(page.locator('#main-slot')).not.toContainText('Tom Harrison');
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the users list with an invitation' });
  await shootBothWidths(page, 'admin-invitation-pending');
  // The table scrolls sideways beside the sidebar at 1280 px: the same list, its row buttons in view.
  await pending.getByRole('button', { name: `Withdraw the invitation to ${GROWER}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('admin-invitation-withdraw-1280') });

  const outbox = path.join(portal.dataDir, 'outbox');
  await expect
    // The worker's outbox holds what earlier specs sent him too (a reset link): his invitation, by its subject.
    .poll(async () => (await readOutbox(outbox)).find((mail) => mail.to.includes(GROWER) && mail.subject === BUSINESS_INVITATION_SUBJECT)?.text ?? '')
    .toContain('Sarah Whitfield has invited you to join Whitfield Agriculture on MyFarm as a user.');

  const context = await browser.newContext();
  const grower = await context.newPage();
  await signedIn(grower, GROWER, '/dashboard');
  const notice = grower.getByRole('region', { name: 'An invitation to a business' });
  await expect(notice).toContainText('Sarah Whitfield has invited you to join Whitfield Agriculture on MyFarm as a user.');
  await expectNoSeriousViolations(grower, { within: '#header-slot', what: 'the invitation notice' });
  await shootBothWidths(grower, 'invitee-invitation-notice');
  await notice.getByRole('button', { name: 'Accept the invitation to Whitfield Agriculture' }).click();
  await expect(grower.getByText('You have joined Whitfield Agriculture. It is in your list of businesses now.')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(grower.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await grower.getByRole('button', { name: /^Business/ }).click();
  await expect(grower.getByRole('list', { name: 'Your businesses' }).getByRole('button')).toHaveText([
    /^Fen Edge/,
    /^Harrison Farms/,
    /^Whitfield Agriculture/,
  ]);
  await context.close();

  // Now his: his own name, and no invitation.
  await page.reload();
  const member = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tom Harrison' }) });
  await expect(member).toBeVisible();
  await expect(member).not.toContainText('Invitation');
  await member.getByRole('button', { name: 'Delete Tom Harrison' }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('rowheader', { name: 'Tom Harrison' })).toBeHidden();
});

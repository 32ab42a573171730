import path from 'node:path';
import { latestResetLink, readOutbox } from '../../server/src/testing/read-outbox';
import { expectNoSeriousViolations } from './support/accessibility';
import { screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

const KNOWN = 'grower@myfarm.example';
const UNKNOWN = 'nobody-here@myfarm.example';
const answerFor = (email: string) =>
  new RegExp(`^If ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is the e-mail address of a MyFarm account, we have sent it a link`);

test("'Forgot password?' on the sign-in page sends a reset link, with the same answer for an unknown address", async ({ page, portal }) => {
  const outbox = path.join(portal.dataDir, 'outbox');
  const ask = async (email: string) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
    await expect(page.getByRole('status')).toHaveText(answerFor(email));
  };

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`sign-in-forgot-link-${width}`), fullPage: true });
  }
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectNoSeriousViolations(page, { what: 'forgot password form' });
  await page.screenshot({ path: screenshotPath('forgot-password-form-375'), fullPage: true });

  await ask(UNKNOWN);
  await ask(KNOWN);
  await page.screenshot({ path: screenshotPath('forgot-password-sent-375'), fullPage: true });

  // The known address gets its link (sent after the answer); by then the unknown one would have had its own.
  let link: string | undefined;
  await expect.poll(async () => (link = await latestResetLink(outbox, KNOWN))).toContain('/oidc/reset-password?token=');
  expect((await readOutbox(outbox)).filter((mail) => mail.to.includes(UNKNOWN))).toEqual([]);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');

  // 'Back to sign in' returns to the sign-in the user left.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

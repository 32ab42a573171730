import { expect, test, type Page } from '@playwright/test';
import { screenshotPath, signIn } from './support/sign-in';

// The idle time-out of spec 1 §4 against the second server of tests/playwright.config.ts, whose
// IDLE_TIMEOUT_MS is a few seconds (the countdown stays 120 seconds). It has its own database.
const idleBase = `http://localhost:${process.env.E2E_IDLE_PORT ?? Number(process.env.E2E_PORT ?? '8181') + 1}`;
const IDLE_MS = 4000;

const alert = (page: Page) => page.getByRole('dialog', { name: 'Timeout Alert' });
const countdown = (page: Page) => alert(page).getByText(/^You will be automatically logged off in \d+ seconds$/);
const secondsLeft = async (page: Page) => Number((await alert(page).getByRole('timer').textContent()) ?? NaN);

async function openDashboard(page: Page, signInFirst = true) {
  await page.goto(`${idleBase}/dashboard`);
  if (signInFirst) await signIn(page, 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
}

test('after the idle time the Timeout Alert counts down from 120, and Stay logged on continues', async ({ page }) => {
  await openDashboard(page);
  await expect(alert(page)).toBeVisible({ timeout: IDLE_MS + 5000 });
  await expect(alert(page).getByRole('heading')).toHaveText('Timeout Alert');
  await expect(countdown(page)).toHaveText('You will be automatically logged off in 120 seconds');
  await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(120);
  await expect(alert(page).getByRole('button', { name: 'Log off' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-timeout-alert') });

  // Moving the mouse does not dismiss it: only the button keeps the session.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 300);
  await expect(alert(page)).toBeVisible();

  await alert(page).getByRole('button', { name: 'Stay logged on' }).click();
  await expect(alert(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  // A new idle period starts from the click.
  await expect(alert(page)).toBeVisible({ timeout: IDLE_MS + 5000 });
});

test('Log off ends the session', async ({ page }) => {
  await openDashboard(page);
  await alert(page).getByRole('button', { name: 'Log off' }).click({ timeout: IDLE_MS + 5000 });
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the countdown reaching zero logs out', async ({ page }) => {
  await page.clock.install();
  await openDashboard(page);
  await expect(alert(page)).toBeVisible({ timeout: IDLE_MS + 5000 });
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the idle time is shared across tabs: activity in one keeps the other alive, a logout in one ends both', async ({ context }) => {
  const first = await context.newPage();
  await openDashboard(first);
  const second = await context.newPage();
  // The identity provider remembers the sign-in, so the second tab signs in without the form.
  await openDashboard(second, false);

  // Keep working in the second tab for longer than the idle time: neither tab warns.
  for (let i = 0; i < 7; i += 1) {
    await second.mouse.move(100 + i * 10, 200);
    await second.waitForTimeout(1000);
    await expect(alert(first)).toHaveCount(0);
  }

  // Stop: both warn, and Stay logged on in one closes the alert in the other.
  await expect(alert(first)).toBeVisible({ timeout: IDLE_MS + 5000 });
  await expect(alert(second)).toBeVisible();
  await alert(first).getByRole('button', { name: 'Stay logged on' }).click();
  await expect(alert(second)).toBeHidden();

  // A logout in one tab ends the session in both.
  await first.getByRole('button', { name: /Account menu for/ }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/oidc\/interaction\//);
  await expect(second).toHaveURL(/\/oidc\/interaction\//);
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

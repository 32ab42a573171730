import type { BrowserContext, Page } from '@playwright/test';
import { screenshotPath, signIn } from './support/sign-in';
import { expect, IDLE_TIMEOUT_MS, test as portalTest } from './support/test';

// The idle time-out of spec 1 §4 against this worker's idle portal, whose IDLE_TIMEOUT_MS is a few seconds
// (the countdown stays 120 seconds). Its own database. The pages' time is Playwright's clock, stopped before
// the first page loads, so it moves only when a test moves it: no real time is spent waiting for the idle
// time, and every tab of a context shares the one clock, as they share the idle time.
const test = portalTest.extend({ baseURL: async ({ idlePortal }, provide) => provide(idlePortal.url) });

/** The idle time plus one tick of the shell's idle check (it checks four times a second). */
const IDLE_TIME_PASSES = IDLE_TIMEOUT_MS + 250;

const alert = (page: Page) => page.getByRole('dialog', { name: 'Timeout Alert' });
const countdown = (page: Page) => alert(page).getByText(/^You will be automatically logged off in \d+ seconds$/);

/** Stops time in every page of the context; the clock moves only with runFor and fastForward from here on. */
async function stopTime(context: BrowserContext) {
  const now = Date.now();
  await context.clock.install({ time: now });
  await context.clock.pauseAt(now + 1000);
}

async function openDashboard(page: Page, signInFirst = true) {
  await page.goto('/dashboard');
  if (signInFirst) await signIn(page, 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
}

test('after the idle time the Timeout Alert counts down from 120, and Stay logged on continues', async ({ page, context }) => {
  await stopTime(context);
  await openDashboard(page);
  await context.clock.runFor(IDLE_TIME_PASSES);
  await expect(alert(page)).toBeVisible();
  await expect(alert(page).getByRole('heading')).toHaveText('Timeout Alert');
  await expect(countdown(page)).toHaveText('You will be automatically logged off in 120 seconds');
  await expect(alert(page).getByRole('button', { name: 'Log off' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-timeout-alert') });

  // Moving the mouse does not dismiss it: a second later it is still there, counting down. Only the button
  // keeps the session.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 300);
  await context.clock.runFor(1000);
  await expect(countdown(page)).toHaveText('You will be automatically logged off in 119 seconds');

  await alert(page).getByRole('button', { name: 'Stay logged on' }).click();
  await expect(alert(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  // A new idle period starts from the click.
  await context.clock.runFor(IDLE_TIME_PASSES);
  await expect(alert(page)).toBeVisible();
  await expect(countdown(page)).toHaveText('You will be automatically logged off in 120 seconds');
});

test('Log off ends the session', async ({ page, context }) => {
  await stopTime(context);
  await openDashboard(page);
  await context.clock.runFor(IDLE_TIME_PASSES);
  await alert(page).getByRole('button', { name: 'Log off' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the countdown reaching zero logs out', async ({ page, context }) => {
  await stopTime(context);
  await openDashboard(page);
  await context.clock.runFor(IDLE_TIME_PASSES);
  await expect(alert(page)).toBeVisible();
  await context.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

/** The last activity a tab knows of, from the idle clock the tabs share (localStorage, spec 1 §4). */
const lastActivity = (page: Page) => page.evaluate(() => localStorage.getItem('myfarm.lastActivity'));

test('the idle time is shared across tabs: activity in one keeps the other alive, a logout in one ends both', async ({ context }) => {
  await stopTime(context);
  const first = await context.newPage();
  await openDashboard(first);
  const second = await context.newPage();
  // The identity provider remembers the sign-in, so the second tab signs in without the form.
  await openDashboard(second, false);

  // Keep working in the second tab, a second at a time, for longer than the idle time; the first tab
  // hears of each move before its clock moves on.
  for (let i = 0; i < 7; i += 1) {
    await context.clock.runFor(1000);
    await second.mouse.move(100 + i * 10, 200);
    const at = await lastActivity(second);
    await expect.poll(() => lastActivity(first)).toBe(at);
  }
  // Neither tab warns: without the second tab's activity the first would have warned three seconds ago,
  // and it would show by now (its checks ran before the last three moves of the mouse).
  await expect(alert(first)).toHaveCount(0);
  await expect(alert(second)).toHaveCount(0);

  // Stop: both warn, and Stay logged on in one closes the alert in the other.
  await context.clock.runFor(IDLE_TIME_PASSES);
  await expect(alert(first)).toBeVisible();
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

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';
import { avatar, chooseFromAvatarMenu } from './support/avatar-menu';

// Issue 12, staff "view as customer": staff@ (Priya Patel, internal) opens grower@'s business, Harrison Farms Ltd,
// as its lead user sees it. Nothing changes for grower@: every write is refused while viewing, so other specs that
// sign in as grower@ are not disturbed. staff@'s view-as sessions are this spec's alone.
const STAFF = 'staff@myfarm.example';
const BANNER = 'Viewing as Harrison Farms Ltd — read only';
const READ_ONLY = 'You are viewing this business as its customers see it: nothing can be changed.';

test('staff view a business as its customers see it, read only, and go back to their own view', async ({ page }) => {
  // Two page loads into and out of the customer view, two axe runs and four screenshots.
  test.slow();
  await openSignedIn(page, '/dashboard', STAFF);
  await expect(avatar(page)).toHaveAccessibleName('PP: Account menu for Priya Patel');

  await chooseFromAvatarMenu(page, 'View as customer');
  const dialog = page.getByRole('dialog', { name: 'View as customer' });
  await dialog.getByRole('searchbox', { name: /Business reference or name/ }).fill('HARR');
  const found = dialog.getByRole('list', { name: 'Businesses found' });
  const harrison = found.getByRole('listitem').filter({ hasText: 'Harrison Farms Ltd' });
  await expect(harrison).toContainText('HARR0001 · Saffron Walden');
  await expectNoSeriousViolations(page, { within: '#header-slot', what: 'the view-as dialog' });
  await shootBothWidths(page, 'view-as-dialog', false);

  // A full page load into the customer's view: the lead user's dashboard, confined to that one business.
  await harrison.getByRole('button', { name: 'View as customer' }).click();
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(avatar(page)).toHaveAccessibleName('TH: Account menu for Tom Harrison');
  await expect(page.getByTestId('current-business')).toHaveText('Harrison Farms Ltd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Saffron Walden');
  await expect(page.getByRole('list', { name: 'Your MyFarm services' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoSeriousViolations(page, { within: '#header-slot', what: 'the view-as banner' });
  await shootBothWidths(page, 'view-as-banner', false);

  // A write the screens offer is refused by the server, in its own words.
  await avatar(page).click();
  const menu = page.getByRole('menu', { name: /Account menu for/ });
  await expect(menu.getByRole('menuitem', { name: 'View as customer' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Email preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Email preferences' });
  await expect(preferences.getByRole('checkbox').first()).toBeVisible();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/myuser/email-preferences') && r.request().method() === 'PUT');
  await preferences.getByRole('button', { name: 'Save' }).click();
  expect((await refused).status()).toBe(403);
  await expect(preferences.getByRole('alert')).toHaveText(READ_ONLY);
  await preferences.getByRole('button', { name: 'Cancel' }).click();

  // The session is on the staff member's record, open while they view.
  const sessions = await staffSessions(page);
  expect(sessions[0]).toMatchObject({ account: 'HARR0001', accountName: 'Harrison Farms Ltd', endedAt: null });

  await banner.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(avatar(page)).toHaveAccessibleName('PP: Account menu for Priya Patel');
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  const ended = await staffSessions(page);
  expect(ended[0]).toMatchObject({ id: sessions[0]!.id, account: 'HARR0001' });
  expect(ended[0]!.endedAt).not.toBeNull();

  // Back in their own view, the dialog lists the session as ended.
  await chooseFromAvatarMenu(page, 'View as customer');
  const recent = page.getByRole('dialog', { name: 'View as customer' }).getByRole('region', { name: 'Your recent customer views' });
  await expect(recent.getByRole('listitem').first()).toContainText(/Harrison Farms Ltd \(HARR0001\) \d{2}\/\d{2}\/\d{4} .+ to /);
});

interface HistoryEntry {
  id: string;
  account: string;
  accountName: string;
  endedAt: string | null;
}

/**
 * GET /api/staff/view-as with the page's own bearer token and without X-View-As: the staff member's record,
 * as the server keeps it (oidc-client-ts keeps the tokens in session storage).
 */
async function staffSessions(page: Page): Promise<HistoryEntry[]> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    const response = await fetch('/api/staff/view-as', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { sessions: HistoryEntry[] } }).data.sessions;
  });
}

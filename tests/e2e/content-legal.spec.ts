import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

test('the policies are tabs, and the policies page opens on the tab last clicked', async ({ page }) => {
  await openSignedIn(page, '/dashboard/policies', 'grower@myfarm.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Terms and Conditions', 'Cookie Policy', 'Privacy Policy']);
  await expect(page.getByRole('tab', { name: 'Terms and Conditions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('These terms and conditions');

  await page.getByRole('tab', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cookies$/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('myfarm_user');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: "the Information Commissioner's Office" })).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/dashboard/policies');
  await expect(page.getByRole('tab', { name: 'Cookie Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('myfarm_user');

  // The keyboard moves along the tabs.
  await page.getByRole('tab', { name: 'Cookie Policy' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/dashboard\/privacy$/);
  await expect(page.getByRole('tabpanel')).toContainText('Data Protection Officer');
  await page.goto('/dashboard/policies');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
});

test('the legal pages look right and meet WCAG at 375 and 1280 px', async ({ page }) => {
  await openSignedIn(page, '/dashboard/terms', 'grower@myfarm.example');
  for (const [path, name, text] of [
    ['/dashboard/terms', 'legal-terms', 'These terms and conditions'],
    ['/dashboard/cookies', 'legal-cookies', 'myfarm_user'],
    ['/dashboard/privacy', 'legal-privacy', 'Data Protection Officer'],
    ['/dashboard/myaccount/payment-info', 'legal-payment-info', 'Sort code'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#main-slot')).toContainText(text);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
      await expectNoSeriousViolations(page, { within: '#main-slot', what: `${path} at ${width}px` });
    }
  }
  await expect(page.getByRole('heading', { level: 1, name: 'How do I pay?' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test.describe('terms acceptance (terms@myfarm.example has terms pending)', () => {
  test.describe.configure({ mode: 'serial' });

  test('declining signs the user out, as the page says it will', async ({ page }) => {
    await openSignedIn(page, '/dashboard', 'terms@myfarm.example');
    await expect(page).toHaveURL(/\/dashboard\/terms$/);
    await expect(page.getByText('If you decline, you will be signed out.')).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('accepting stores the acceptance and goes to the dashboard', async ({ page }) => {
    await openSignedIn(page, '/dashboard', 'terms@myfarm.example');
    await expect(page).toHaveURL(/\/dashboard\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('#main-slot')).toContainText('These terms and conditions');
    await expectNoSeriousViolations(page, { within: '#main-slot', what: 'terms acceptance' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenshotPath('legal-terms-pending-375'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: screenshotPath('legal-terms-pending-1280') });

    const put = page.waitForRequest((r) => r.url().endsWith('/api/myuser/terms') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect((await put).postDataJSON()).toEqual({ data: { acceptTerms: true, version: 1 } });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();

    // The server remembers: a fresh sign-in goes straight to the dashboard.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
  });
});

test('the legal dev page shows <farm-legal> on its own, switching tabs in place', async ({ page }) => {
  await openSignedIn(page, '/dev/legal/', 'grower@myfarm.example');
  await expect(page).toHaveURL(/\/dev\/legal\/$/);
  const element = page.locator('farm-legal');
  await expect(element.getByRole('heading', { level: 1 })).toHaveText('Policies');
  await element.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(element.getByRole('tabpanel')).toContainText('Data Protection Officer');
  await expect(page).toHaveURL(/\/dev\/legal\/$/);
});

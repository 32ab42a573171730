import { expect, test } from './support/test';
import { openSignedIn, screenshotPath } from './support/sign-in';

// Issue 7 §6: the content service's dashboard menus show on the dashboard, so 'How do I pay?' has a way in.
test("the dashboard shows the content service's quick links, and 'How do I pay?' leads to its page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/dashboard', 'grower@myfarm.example');
  const links = page.getByRole('navigation', { name: 'Quick links' });
  await expect(links.getByRole('link')).toHaveText(['Release Notes', 'Weather', 'How do I pay?', 'Policies']);
  await expect(links.getByRole('link', { name: 'How do I pay?' })).toHaveAttribute('href', '/dashboard/myaccount/payment-info');
  await links.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('dashboard-quick-links-1280') });

  await links.getByRole('link', { name: 'How do I pay?' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myaccount\/payment-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How do I pay?' })).toBeVisible();
});

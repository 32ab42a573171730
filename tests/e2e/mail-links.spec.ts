import { matchRoute } from '@farm/core/routes';
import type { ContractPeriod } from '@farm/core/domain';
import { firingText, notificationMail, notificationSms, offerFilledText } from '../../server/src/modules/notifications/notification-texts';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 26 §4: the links the server's alert and standing-offer messages carry, opened in the browser, signed in.
// The messages are rendered by the server's own templates for this worker's portal; server/src/mail/mail-links.test.ts
// checks every template's links against the route table, this opens them.
const GROWER = 'grower@myfarm.example';
const period: ContractPeriod = { from: '2026-11-01', to: '2026-11-30', cropYear: 2026, isContractSplit: false };

test('every portal link in an alert or standing-offer message opens its page, not Page not found', async ({ page, baseURL }) => {
  const portal = baseURL!;
  const alert = firingText({ condition: 'target', commodity: 'Feed Wheat', contractPeriod: period, value: 190, threshold: 190, price: 190 });
  const filled = offerFilledText({ commodity: 'Feed Wheat', contractPeriod: period, quantity: 58, targetPrice: 195, contractReference: 'CT-000123' });
  const texts = [notificationMail(alert, portal).html, notificationSms(alert, portal), notificationMail(filled, portal).html];
  const links = [...new Set(texts.flatMap((text) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0])))];
  expect(links.map((link) => new URL(link).pathname).sort()).toEqual(['/dashboard/myaccount', '/dashboard/myc']);

  await page.goto('/dashboard');
  await signIn(page, GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dashboard/);
  for (const link of links) {
    const route = matchRoute(new URL(link).pathname)!;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    await expect(page).toHaveURL(link);
    await expect(page.getByText('The page you are looking for was not found.')).toHaveCount(0);
  }
});

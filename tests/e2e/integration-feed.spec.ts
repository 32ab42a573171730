import type { Page } from '@playwright/test';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 29: the merchant's weighbridge posts a load with OAuth 2 client credentials (the demo's integration client,
// whose secret is published like the demo password), and grower@ sees it arrive: a bell entry, then the load in
// the movements grid the entry links to.
const GROWER = 'grower@myfarm.example';
const DEMO_CLIENT = { id: 'integration-00000000feed', secret: 'myfarm-demo-feed' };

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('an NDJSON batch posted with client credentials puts a load in the bell and in the movements grid', async ({ page, portal, request }) => {
  await openSignedIn(page, '/dashboard', GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const tokenResponse = await request.post(`${portal.url}/oidc/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials', scope: 'movements:write' },
  });
  expect(tokenResponse.status()).toBe(200);
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };

  const externalId = `E2E${Date.now().toString().slice(-8)}`;
  const today = new Date().toISOString().slice(0, 10);
  const batch = await request.post(`${portal.url}/api/integration/v1/batch`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: `${JSON.stringify({
      kind: 'movement',
      externalId,
      version: 1,
      data: {
        status: 'moved',
        date: today,
        product: 'Feed Wheat',
        netWeight: 28.76,
        weighbridgeTicket: '7654321',
        vehicle: 'EX21 HGV',
        haulier: 'Fenland Grain Transport',
        splits: [{ accountReference: 'HARR0001', percent: 100 }],
      },
    })}\n`,
  });
  expect(batch.status()).toBe(200);
  expect(JSON.parse((await batch.text()).trim())).toMatchObject({ externalId, result: 'created' });

  // The bell reloads on every market tick: the entry shows without a reload.
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
  await bell(page).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  const entry = menu.getByRole('menuitem').filter({ hasText: `Load ${externalId} weighed` });
  await expect(entry).toContainText('28.76 t of Feed Wheat weighed on');
  await expect(entry).toContainText('ticket 7654321');
  await shootBothWidths(page, 'integration-load-bell', false);
  await bell(page).click();
  await bell(page).click();
  await menu
    .getByRole('menuitem')
    .filter({ hasText: `Load ${externalId} weighed` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/myaccount\\?tab=movements&search=${externalId}$`));
  await expect(page.getByLabel('Search movements')).toHaveValue(externalId);
  const grid = page.getByRole('table', { name: 'Movements', exact: true });
  const row = grid.locator('tbody tr').filter({ hasText: externalId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('28.76');
  await expect(row).toContainText('7654321');
  await expect(row).toContainText('EX21 HGV');
  await shootBothWidths(page, 'integration-load-movements');
});

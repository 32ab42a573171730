import type { Locator, Page } from '@playwright/test';
import { paths, routes } from '@farm/core/routes';
import { demoAlerts, demoFirings } from '@farm/area-alerts/mocks';
import { seriousViolations } from './support/accessibility';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 26 §6: axe, its experimental rules included, finds no serious or critical violation on any route of the
// route table, nor in the dialogs a route's main buttons open, for a farmer (grower@, two businesses), a lead user
// (lead@, Whitfield Agriculture) and a member of staff (staff@), on a desktop and on a phone. A route a user may
// not see is checked as it renders for them (a redirect, the access prompt). Nothing is written: dialogs are
// opened and closed again, so the users' data stays as the other specs on this server expect it.
//
// One test per user and width, signed in once: every problem is collected and the test fails once, at the end,
// listing each route, user, width and rule.

type RouteName = keyof typeof routes;

const USERS = ['grower@myfarm.example', 'lead@myfarm.example', 'staff@myfarm.example'] as const;
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
] as const;

/** The farm management frame's address in the e2e servers (test.ts); a third party's site, not the portal's. */
const FARM_MANAGEMENT_URL = 'https://farm-management.example';
const FARM_MANAGEMENT_PAGE = '<!doctype html><html lang="en"><title>Farm records</title><main><h1>Field records</h1></main></html>';

interface Sweep {
  page: Page;
  /** Where the findings are told: the route, user and width. */
  where: string;
  phone: boolean;
  problems: string[];
  /** Dialogs this user is not offered here (only staff view a business as its customers, say). */
  notOffered: string[];
}

/** A screen's progress while it loads: the Loader's status ('Loading your grain prices…'). */
const inProgress = (page: Page) => page.getByRole('status').filter({ hasText: /…$/ });

/**
 * Waits for what the user sees: the page's heading, or a dialog shown in its place (the access prompt), and
 * nothing left loading. No network idle: the prices and the notifications keep an event stream open.
 */
async function settled(page: Page, shows?: Locator) {
  await expect(page.locator('#main-slot h1').or(page.getByRole('dialog')).first()).toBeVisible();
  if (shows) await expect(shows).toBeVisible();
  await expect(inProgress(page)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe on the page, or only on what a button opened: the page behind was checked a moment before. In the
 * page itself (axe's legacy mode): the one cross-origin frame, farm management's, is a third party's site.
 */
async function check(sweep: Sweep, what: string, within?: Locator) {
  await expect(inProgress(sweep.page)).toHaveCount(0);
  for (const violation of await seriousViolations(sweep.page, { within, crossOriginFrames: false }))
    sweep.problems.push(`${sweep.where}, ${what}: ${violation}`);
}

/** Opens a dialog (or menu) with `open`, checks it, then closes it with Escape. */
async function checkOpened(sweep: Sweep, what: string, open: () => Promise<Locator>) {
  const opened = await open();
  await expect(opened).toBeVisible();
  await check(sweep, what, opened);
  await sweep.page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

const avatarButton = (page: Page) => page.getByRole('button', { name: /Account menu for/ });
const avatarMenu = (page: Page) => page.getByRole('menu', { name: /Account menu for/ });

/** An item of the avatar menu, if this user has it (the menu is left open for the caller). */
async function avatarItem(page: Page, item: string): Promise<Locator | undefined> {
  await avatarButton(page).click();
  const menuItem = avatarMenu(page).getByRole('menuitem', { name: item });
  if (await menuItem.count()) return menuItem;
  await page.keyboard.press('Escape');
  await expect(avatarMenu(page)).toBeHidden();
  return undefined;
}

/** The header's menus and dialogs, on every route: checked once, on the dashboard. */
async function headerDialogs(sweep: Sweep) {
  const { page } = sweep;
  await checkOpened(sweep, 'the account menu', async () => {
    await avatarButton(page).click();
    return avatarMenu(page);
  });
  for (const item of ['Business summary', 'Email preferences', 'Change password', 'View as customer']) {
    const menuItem = await avatarItem(page, item);
    if (!menuItem) {
      sweep.notOffered.push(`${sweep.where}: ${item}`);
      continue;
    }
    // Staff get the 'Internal User' notice in place of Change password.
    await checkOpened(sweep, `the ${item} dialog`, async () => {
      await menuItem.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      await expect(inProgress(page)).toHaveCount(0);
      return dialog;
    });
  }
  await checkOpened(sweep, 'the notifications menu', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    return page.getByRole('menu', { name: 'Notifications' });
  });
  if (sweep.phone) {
    await checkOpened(sweep, 'the menu drawer', async () => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    });
  }
}

/** The first price table's row buttons of crop marketing: sell, price alert and standing offer. */
async function cropMarketingDialogs(sweep: Sweep) {
  const { page } = sweep;
  const feedWheat = page.getByRole('region', { name: 'Your grain prices' }).getByRole('region', { name: /^Feed Wheat/ });
  const rowButton = (name: RegExp) => feedWheat.getByRole('button', { name }).first();
  await expect(rowButton(/^Sell Feed Wheat/)).toBeEnabled();
  await checkOpened(sweep, 'the sell dialog', async () => {
    await rowButton(/^Sell Feed Wheat/).click();
    const dialog = page.getByRole('dialog', { name: /^Sell Feed Wheat/ });
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Variety' })).toBeFocused();
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    return dialog;
  });
  await checkOpened(sweep, 'the price alert dialog', async () => {
    await rowButton(/^(Set a|Update the) price alert for Feed Wheat/).click();
    const dialog = page.getByRole('dialog', { name: /price alert/ });
    await expect(dialog.getByLabel('Target price (£/MT)')).toBeVisible();
    return dialog;
  });
  await checkOpened(sweep, 'the standing offer dialog', async () => {
    await rowButton(/^Sell automatically at a target price: Feed Wheat/).click();
    return page.getByRole('dialog', { name: 'Sell automatically: Feed Wheat' });
  });
  await checkOpened(sweep, 'the price preferences', async () => {
    await page.getByRole('button', { name: 'Price preferences' }).click();
    const preferences = page.getByRole('group', { name: 'Price preferences' });
    await expect(preferences.getByRole('switch').first()).toBeVisible();
    return preferences;
  });
}

/**
 * The alerts page of a business with alerts, one fired and cooling down, and a history: the demo data of the
 * mock API, answered in the server's shape, since making alerts fire would change what the other specs of this
 * server see. Its edit and delete dialogs open from the first alert.
 */
async function answerAlertsWithDemoData(page: Page): Promise<() => Promise<void>> {
  const json = (data: unknown) => ({ json: { status: 200, data } });
  const alerts = /\/api\/accounts\/[^/]+\/price-alerts$/;
  const history = /\/api\/accounts\/[^/]+\/price-alerts\/history$/;
  await page.route(alerts, (route) => (route.request().method() === 'GET' ? route.fulfill(json({ alerts: demoAlerts() })) : route.continue()));
  await page.route(history, (route) => route.fulfill(json({ firings: demoFirings() })));
  return async () => {
    await page.unroute(alerts);
    await page.unroute(history);
  };
}

async function priceAlertDialogs(sweep: Sweep) {
  const { page } = sweep;
  await checkOpened(sweep, 'the edit alert dialog', async () => {
    await page
      .getByRole('button', { name: /^Edit the price alert for/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Target price (£/MT)')).toBeVisible();
    return dialog;
  });
  await checkOpened(sweep, 'the delete alert dialog', async () => {
    await page
      .getByRole('button', { name: /^Delete the price alert for/ })
      .first()
      .click();
    return page.getByRole('dialog');
  });
}

/** A contract's details, and its contract note in the PDF viewer (a sale's first contracts have one). */
async function myAccountDialogs(sweep: Sweep) {
  const { page } = sweep;
  // G{year}{business}01…08 are sales with a contract note; …09 was called off before one was made.
  await page
    .getByRole('button', { name: /^Contract details of G\d{3}0[1-8]$/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Contract details' });
  await expect(details.getByRole('tablist', { name: 'Related data' })).toBeVisible();
  await check(sweep, 'the contract details dialog', details);
  await details.getByRole('button', { name: 'View contract' }).click();
  const viewer = page.getByRole('dialog', { name: /^Contract G/ });
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await check(sweep, 'the PDF viewer', viewer);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
}

/** A sample's details, and two samples compared. */
async function sampleDialogs(sweep: Sweep) {
  const { page } = sweep;
  await checkOpened(sweep, 'the sample detail', async () => {
    await page
      .getByRole('button', { name: /^Details of sample / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Sample / });
    await expect(dialog.getByRole('table', { name: /^Results of / })).toBeVisible();
    return dialog;
  });
  const boxes = page.getByRole('checkbox', { name: /^Select to compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await checkOpened(sweep, 'the sample comparison', async () => {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare samples' });
    await expect(dialog.getByRole('table', { name: 'Sample comparison' })).toBeVisible();
    return dialog;
  });
}

async function adminDialogs(sweep: Sweep) {
  const { page } = sweep;
  const add = page.getByRole('button', { name: 'Add user' });
  // Staff are sent back to the dashboard: the page is not theirs.
  if (!(await add.count())) {
    sweep.notOffered.push(`${sweep.where}: Add user`);
    return;
  }
  await expect(add).toBeEnabled();
  await checkOpened(sweep, 'the add user dialog', async () => {
    await add.click();
    return page.getByRole('dialog', { name: 'Add user' });
  });
}

/** What a route's main buttons open, checked on the route's own page. */
const ROUTE_DIALOGS: Partial<Record<RouteName, (sweep: Sweep) => Promise<void>>> = {
  dashboard: headerDialogs,
  cropMarketing: cropMarketingDialogs,
  priceAlerts: priceAlertDialogs,
  myAccount: myAccountDialogs,
  grainSamples: sampleDialogs,
  grainSampling: sampleDialogs,
  admin: adminDialogs,
};

/** What each route shows once loaded, where more than its heading arrives in steps. */
const ROUTE_SHOWS: Partial<Record<RouteName, (page: Page) => Locator>> = {
  cropMarketing: (page) => page.getByRole('region', { name: 'Your grain prices' }).getByRole('table').first(),
  priceAlerts: (page) => page.getByRole('table', { name: 'Alert history' }),
  myAccount: (page) => page.getByRole('button', { name: /^Contract details of / }).first(),
  grainSamples: (page) => page.getByRole('button', { name: /^Details of sample / }).first(),
  grainSampling: (page) => page.getByRole('button', { name: /^Details of sample / }).first(),
};

/** Whether the route rendered its own page for this user (not a redirect or an access prompt). */
const rendersOwnPage = async (page: Page, path: string) => new URL(page.url()).pathname === path && !(await page.getByRole('dialog').count());

// Nothing here writes, so the six tests may share a worker's server with any spec, and spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const email of USERS) {
  for (const viewport of WIDTHS) {
    test(`every route and its main dialogs, as ${email} at ${viewport.width} px: no serious or critical axe violation`, async ({ page }) => {
      // 28 routes and about 20 dialogs, each with an axe run: some 30 s alone, a minute beside another worker.
      test.setTimeout(180_000);
      await page.route(`${FARM_MANAGEMENT_URL}/**`, (route) => route.fulfill({ contentType: 'text/html', body: FARM_MANAGEMENT_PAGE }));
      await page.setViewportSize(viewport);
      await openSignedIn(page, paths.dashboard, email);
      await settled(page);

      const problems: string[] = [];
      const notOffered: string[] = [];
      for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
        const path = paths[name];
        const sweep: Sweep = { page, where: `${path} as ${email} at ${viewport.width} px`, phone: viewport.width < 768, problems, notOffered };
        const stopAnswering = name === 'priceAlerts' ? await answerAlertsWithDemoData(page) : undefined;
        await page.goto(path);
        await settled(page);
        const ownPage = await rendersOwnPage(page, path);
        const shows = ROUTE_SHOWS[name];
        if (ownPage && shows) await settled(page, shows(page));
        await check(sweep, ownPage ? route.title : `as it renders for this user (at ${new URL(page.url()).pathname})`);
        const dialogs = ROUTE_DIALOGS[name];
        if (ownPage && dialogs) await dialogs(sweep);
        await stopAnswering?.();
      }
      if (notOffered.length) test.info().annotations.push({ type: 'not offered', description: notOffered.join('; ') });
      expect(problems, `serious or critical axe violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
}

import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { foreignOrigin, strangerOrigin } from './support/foreign-origin';
import { startForeignServer } from './support/foreign-server';
import { screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// Widgets on a page we do not control: another origin, hostile CSS, another React, a strict CSP with a nonce.
const DEMO_KEY = 'demo-partner-key';
const CALCULATORS = ['farm-seed-rate-calculator', 'farm-seed-required-calculator', 'farm-limus-calculator', 'farm-wheat-nitrogen-calculator'] as const;

/** The calculators that have an embed entry (the calculators widget adds them: widgets/calculators/src/embed). */
const hasEntry = (tag: string) => existsSync(path.resolve(import.meta.dirname, `../../widgets/calculators/src/embed/${tag}.ts`));

const calculators = CALCULATORS.filter(hasEntry);

const elements = [
  `<farm-weather id="weather" postcode="CB21 5XE" partner-key="${DEMO_KEY}" nonce="NONCE"></farm-weather>`,
  '<farm-weather id="wrong-key" postcode="CB21 5XE" partner-key="not-our-key" variant="card" nonce="NONCE"></farm-weather>',
  '<farm-weather id="no-key" postcode="CB21 5XE" variant="card" nonce="NONCE"></farm-weather>',
  `<farm-prices id="prices" commodity="Feed Wheat" postcode="CB21 5XE" partner-key="${DEMO_KEY}" nonce="NONCE"></farm-prices>`,
  `<farm-market-chart id="market-chart" commodity="LIFFE Feed Wheat" period="6M" partner-key="${DEMO_KEY}" nonce="NONCE"></farm-market-chart>`,
  ...calculators.map((tag) => `<${tag} id="${tag}" data-embed nonce="NONCE"></${tag}>`),
].join('\n');

// This worker's portal and its partner page.
let PORTAL: string;
let FOREIGN_ORIGIN: string;
let STRANGER_ORIGIN: string;
let server: Server;
test.beforeAll(async ({ portal }) => {
  [PORTAL, FOREIGN_ORIGIN, STRANGER_ORIGIN] = [portal.url, foreignOrigin(portal.partnerPort), strangerOrigin(portal.partnerPort)];
  server = await startForeignServer(portal.partnerPort, {
    portal: PORTAL,
    elements,
    tags: ['farm-weather', 'farm-prices', 'farm-market-chart', ...calculators],
  });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The first element inside the shadow root: WidgetRoot's base, which sets every inherited property. */
const baseStyle = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el.shadowRoot!.querySelector('div')!);
    return { fontFamily: style.fontFamily, fontSize: style.fontSize, color: style.color };
  });

const OUR_TEXT = { fontSize: '16px', color: 'rgb(28, 36, 32)' };

async function openPartnerPage(page: Page, origin?: string) {
  await page.goto(`${origin ?? FOREIGN_ORIGIN}/`);
  await expect(page.locator('#partner-react-text')).toHaveText('Rendered by the partner page with React 18.3.1');
}

test('the weather widget renders and loads its forecast on a partner page with hostile CSS, React 18 and a strict CSP', async ({ page }) => {
  await openPartnerPage(page);
  const weather = page.locator('#weather');
  await expect(weather.getByRole('heading', { level: 1 })).toHaveText('Weather - Linton');
  await expect(weather.getByRole('table')).toBeVisible();
  await expect(weather.getByRole('table').getByRole('row')).toHaveCount(9);
  const loaded = await page.evaluate(() => (window as unknown as { widgetEvents: { name: string; id: string; detail: unknown }[] }).widgetEvents);
  expect(loaded).toContainEqual({
    name: 'farm-weather-load',
    id: 'weather',
    tag: 'farm-weather',
    detail: expect.objectContaining({ postcode: 'CB21 5XE', slices: 8 }),
  });

  // Our styles inside the shadow root; theirs outside it.
  const ours = await baseStyle(weather);
  expect(ours).toMatchObject(OUR_TEXT);
  expect(ours.fontFamily).toContain('Segoe UI');
  const heading = await weather.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(heading).not.toBe('serif');
  const theirs = await page.locator('#partner-text').evaluate((el) => {
    const style = getComputedStyle(el);
    return { fontFamily: style.fontFamily, fontSize: style.fontSize, color: style.color };
  });
  expect(theirs).toEqual({ fontFamily: 'serif', fontSize: '30px', color: 'rgb(255, 0, 0)' });
  // The widget's styles went into its shadow root with the page's nonce, none into the page.
  expect(await weather.evaluate((el) => [...el.shadowRoot!.querySelectorAll('style')].every((s) => s.nonce !== ''))).toBe(true);
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1);

  // React loaded once for our widgets, and the partner's React 18 untouched beside it.
  expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('18.3.1');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => name.includes('/embed/chunks/')).length).toBe(new Set(scripts.filter((name) => name.includes('/embed/chunks/'))).size);

  await weather.getByRole('button', { name: '5 day forecast' }).click();
  await expect(weather.getByRole('table').getByRole('row')).toHaveCount(6);

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: screenshotPath('embed-partner-page-375'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: screenshotPath('embed-partner-page-1280'), fullPage: true });
});

test('the prices widget shows indicative prices on the partner page, moves with the market stream, and links to selling on MyFarm', async ({ page }) => {
  test.slow();
  await openPartnerPage(page);
  const prices = page.locator('#prices');
  await expect(prices.getByRole('heading', { level: 2 })).toHaveText('Feed Wheat prices');
  await expect(prices.getByRole('table').locator('tbody tr')).not.toHaveCount(0);
  await expect(prices.getByTestId('demo-data')).toHaveText('Demo data');
  await expect(prices.getByRole('link', { name: 'Sell on MyFarm' })).toHaveAttribute('href', `${PORTAL}/dashboard/myc`);
  expect(await baseStyle(prices)).toMatchObject(OUR_TEXT);
  // The stream (server-sent events from the portal's origin, allowed by the page's connect-src) moves the prices.
  const updated = prices.locator('time');
  const first = await updated.getAttribute('datetime');
  await expect.poll(() => updated.getAttribute('datetime'), { timeout: 40_000 }).not.toBe(first);
  // One React for all our widgets; the partner's React 18 is its own.
  expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('18.3.1');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await expectNoSeriousViolations(page, { within: '#prices' });
});

test('the market chart draws a futures history on the partner page under its strict CSP, loading the chart library only to draw, and follows the live market', async ({
  page,
}) => {
  test.slow();
  await openPartnerPage(page);
  const element = page.locator('#market-chart');
  await expect(element.getByRole('heading', { level: 2 })).toHaveText('LIFFE Feed Wheat - GBP per tonne');
  const chart = element.getByTestId('market-chart');
  await expect(chart).toHaveAttribute('data-period', '6M');
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(100);
  expect(await baseStyle(element)).toMatchObject(OUR_TEXT);
  // The library is a chunk of its own, fetched when the chart draws.
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/embed/chunks/')),
  );
  expect(chunks.some((name) => /lightweight-charts/.test(name))).toBe(true);

  await element.getByRole('group', { name: 'Period' }).getByRole('button', { name: '1W' }).click();
  await expect(chart).toHaveAttribute('data-period', '1W');
  const latest = element.getByTestId('chart-latest');
  const time = element.locator('time');
  const before = await time.getAttribute('datetime');
  await expect.poll(() => time.getAttribute('datetime'), { timeout: 40_000 }).not.toBe(before);
  await expect(latest).toContainText(/GBP per tonne: \d+\.\d{2}$/);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await expectNoSeriousViolations(page, { within: '#market-chart' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await element.screenshot({ path: screenshotPath(`embed-market-chart-${width}`) });
  }
});

test('a wrong partner key, and a missing one, show the widget its own message', async ({ page }) => {
  await openPartnerPage(page);
  await expect(page.locator('#wrong-key').getByRole('alert')).toHaveText('This weather widget is not set up for this website. Please check the partner key.');
  await expect(page.locator('#no-key').getByRole('alert')).toHaveText(
    'This weather widget has no partner key. Please add the partner-key attribute you were given.',
  );
  expect(await baseStyle(page.locator('#wrong-key'))).toMatchObject(OUR_TEXT);
});

test('an origin outside the allow-list is refused by CORS: the browser keeps the forecast from the page', async ({ page }) => {
  await openPartnerPage(page, STRANGER_ORIGIN);
  await expect(page.locator('#weather').getByRole('alert')).toHaveText(
    'This weather widget could not connect. If this keeps happening, please check that this website is registered for your partner key.',
  );
  const outcome = await page.evaluate(async (portal) => {
    try {
      const response = await fetch(`${portal}/api/public/weather?location=CB21%205XE&range=24HR`, { headers: { 'X-Partner-Key': 'demo-partner-key' } });
      return `read ${response.status}`;
    } catch (error) {
      return `blocked: ${(error as Error).name}`;
    }
  }, PORTAL);
  expect(outcome).toBe('blocked: TypeError');
});

test('the public weather endpoint answers CORS for the partner origin only', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${PORTAL}/api/public/weather?location=CB21%205XE&range=24HR`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-partner-key' },
    });
  const allowed = await preflight(FOREIGN_ORIGIN);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(FOREIGN_ORIGIN);
  expect(allowed.headers()['access-control-allow-headers']).toMatch(/x-partner-key/i);
  const refused = await preflight(STRANGER_ORIGIN);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();

  const answer = await request.get(`${PORTAL}/api/public/weather?location=CB21%205XE&range=24HR`, {
    headers: { origin: FOREIGN_ORIGIN, 'x-partner-key': DEMO_KEY },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(FOREIGN_ORIGIN);
  const stranger = await request.get(`${PORTAL}/api/public/weather?location=CB21%205XE&range=24HR`, {
    headers: { origin: STRANGER_ORIGIN, 'x-partner-key': DEMO_KEY },
  });
  expect(stranger.status()).toBe(403);
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test('embed entries keep stable names with a short cache; chunks are immutable; both load cross-origin', async ({ request }) => {
  const entry = await request.get(`${PORTAL}/embed/farm-weather.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('public, max-age=300');
  expect(entry.headers()['etag']).toBeTruthy();
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const chunk = /["'](\.\/chunks\/[^"']+\.js)["']/.exec(await entry.text())?.[1];
  expect(chunk).toBeTruthy();
  const chunkResponse = await request.get(`${PORTAL}/embed/${chunk!.slice(2)}`);
  expect(chunkResponse.headers()['cache-control']).toContain('immutable');
  const again = await request.get(`${PORTAL}/embed/farm-weather.js`, { headers: { 'if-none-match': entry.headers()['etag']! } });
  expect(again.status()).toBe(304);
});

test('the embed catalogue shows each widget live, its attributes and events, and a snippet to copy, under a nonce CSP, accessible at 375 and 1280 px', async ({
  page,
  context,
  cspViolations,
}) => {
  // Axe over the whole catalogue (every widget live) at two widths takes about 25 s on an idle two-core
  // machine, and twice that beside the other worker's specs.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
  const response = await page.goto(`${PORTAL}/embed/`);
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  await expect(page.getByRole('heading', { level: 1, name: 'MyFarm widgets for your website' })).toBeVisible();
  const section = page.locator('section#farm-weather');
  await expect(section.locator('farm-weather').getByRole('heading', { level: 1 })).toHaveText('Weather - Linton');
  await expect(section.getByText(/Last event: farm-weather-load/)).toBeVisible();
  await expect(section.getByRole('row', { name: /partner-key/ })).toBeVisible();
  await expect(section.getByRole('row', { name: /farm-weather-load/ })).toBeVisible();
  const snippet = section.locator('pre code');
  await expect(snippet).toContainText(`<script type="module" src="${PORTAL}/embed/farm-weather.js"></script>`);
  await expect(snippet).toContainText('<farm-weather postcode="CB21 5XE" variant="page" partner-key="YOUR-PARTNER-KEY"></farm-weather>');
  await section.getByRole('button', { name: 'Copy the snippet' }).click();
  await expect(section.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/embed/farm-weather.js');
  for (const tag of calculators) await expect(page.locator(`section#${tag}`)).toBeVisible();
  expect(cspViolations).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the tables wrap their words instead of scrolling sideways.
    const overflowing = () =>
      page.evaluate(() => [document.documentElement, ...document.querySelectorAll('.scroll')].filter((el) => el.scrollWidth > el.clientWidth).length);
    await expect.poll(overflowing).toBe(0);
    await expectNoSeriousViolations(page, { what: `catalogue at ${width}px` });
    await page.screenshot({ path: screenshotPath(`embed-catalogue-${width}`), fullPage: true });
  }
});

test.describe('calculators on the partner page', () => {
  test('every calculator has an embed entry', () => {
    expect([...calculators].sort()).toEqual([...CALCULATORS].sort());
  });

  for (const tag of CALCULATORS) {
    test(`<${tag}> renders with its own styles and computes, sending 'calculated'`, async ({ page }) => {
      await openPartnerPage(page);
      const element = page.locator(`#${tag}`);
      await expect(element.getByRole('textbox').first()).toBeVisible();
      expect(await baseStyle(element)).toMatchObject(OUR_TEXT);
      // Every input above 0 gives a result (spec 2 §5): fill the empty ones; defaults (germination 0.95, the
      // crop's TGW) and selects stay as they are.
      const inputs = element.getByRole('textbox');
      for (let i = 0; i < (await inputs.count()); i++) if ((await inputs.nth(i).inputValue()) === '') await inputs.nth(i).fill('10');
      await expect
        .poll(() =>
          page.evaluate(
            (id) => (window as unknown as { widgetEvents: { name: string; id: string }[] }).widgetEvents.some((e) => e.name === 'calculated' && e.id === id),
            tag,
          ),
        )
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { openSignedIn, screenshotPath } from './support/sign-in';
import { expect, test } from './support/test';

// A dedicated user (seeded by server/src/seeds/weather-demo.ts) on a farm in Driffield, YO25 9DT, so these
// specs change nothing other specs rely on. The server runs the default demo provider: no network.
const WEATHER_USER = 'weather@myfarm.example';

/**
 * The weather page: a region titled by its level-1 heading. The dashboard's weather card is a region with the
 * same name, but titled by a level-2 heading, and it has no table, so nothing below can pass on the card.
 */
const weatherPage = (page: Page) => page.getByRole('region', { name: /^Weather/ }).filter({ has: page.getByRole('heading', { level: 1 }) });
const table = (page: Page) => weatherPage(page).getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const columnHeaders = (page: Page) => table(page).getByRole('columnheader');

async function openWeatherPage(page: Page) {
  await openSignedIn(page, '/dashboard/weather', WEATHER_USER);
  await expect(page).toHaveURL(/\/dashboard\/weather$/);
  await expect(table(page)).toBeVisible();
}

/** Whether the table ends inside the viewport and its scroll box has nothing to scroll sideways. */
const tableFits = (page: Page) =>
  table(page).evaluate((element) => ({
    right: element.getBoundingClientRect().right <= window.innerWidth,
    scrolls: element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
  }));

/** Counts the weather calls the page makes from now on. */
function countWeatherCalls(page: Page) {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/weather') calls.push(url);
  });
  return calls;
}

test('the dashboard shows the weather card for the business postcode, linking to the full forecast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/dashboard', WEATHER_USER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Driffield');
  const card = page.getByTestId('weather-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Weather - Driffield');
  await expect(card.getByTestId('weather-card-now')).toContainText('°C');
  await expect(card.getByTestId('weather-demo-note')).toBeVisible();
  await page.screenshot({ path: screenshotPath('weather-dashboard-card-1280'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshotPath('weather-dashboard-card-375'), fullPage: true });

  await card.getByRole('link', { name: 'View full forecast' }).click();
  await expect(page).toHaveURL(/\/dashboard\/weather$/);
  await expect(weatherPage(page).getByRole('heading', { level: 1 })).toHaveText('Weather - Driffield');
  await expect(table(page)).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the weather page shows the next 24 hours and the 5 day forecast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWeatherPage(page);
  await expect(weatherPage(page).getByRole('heading', { level: 1 })).toHaveText('Weather - Driffield');
  await expect(page.getByLabel('Postcode')).toHaveValue('YO25 9DT');
  await expect(page.getByRole('button', { name: 'Next 24 hours' })).toHaveAttribute('aria-pressed', 'true');
  // Which columns, in which order, is the table's widget test's (weather-table.test.tsx).
  await expect(columnHeaders(page)).toHaveCount(10);
  await expect(bodyRows(page)).toHaveCount(8);
  // Day and H:mm, then whole degrees Celsius.
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:00/);
  await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(/^-?\d+°C$/);
  await expect(weatherPage(page).getByTestId('weather-demo-note')).toBeVisible();
  await page.screenshot({ path: screenshotPath('weather-page-24h-1280'), fullPage: true });
  // All ten columns fit beside the sidebar on a 1280 px screen.
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });

  await page.getByRole('button', { name: '5 day forecast' }).click();
  await expect(columnHeaders(page).first()).toHaveText('Day');
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/, { useInnerText: true });
  await page.getByText('Colour key').click();
  await expect(page.getByText('above 45: dangerous')).toBeVisible();
  await page.screenshot({ path: screenshotPath('weather-page-5d-1280'), fullPage: true });
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });

  await page.getByRole('button', { name: 'Next 24 hours' }).click();
  await expect(columnHeaders(page).first()).toHaveText('Time');
  await expect(bodyRows(page)).toHaveCount(8);
});

test('on a phone the last five columns are hidden', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openWeatherPage(page);
  for (const name of ['Time', 'Weather', 'Min Temp', 'Max Temp', 'Wind mph']) {
    await expect(table(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Precipitation mm', 'Soil Temp', 'Soil Moisture', 'Cloud Cover %', 'Humidex']) {
    await expect(table(page).getByRole('columnheader', { name, exact: true })).toBeHidden();
  }
  await page.screenshot({ path: screenshotPath('weather-page-24h-375'), fullPage: true });
  // The five remaining columns fit: the table needs no sideways scrolling on a 375 px phone.
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });
  await page.getByRole('button', { name: '5 day forecast' }).click();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s*\d{1,2} [A-Z][a-z]{2}$/, {
    useInnerText: true,
  });
  await page.screenshot({ path: screenshotPath('weather-page-5d-375'), fullPage: true });
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });

  // The smallest phone the spec names still shows all five columns without scrolling.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.screenshot({ path: screenshotPath('weather-page-5d-320'), fullPage: true });
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });
  await page.getByRole('button', { name: 'Next 24 hours' }).click();
  await expect(bodyRows(page)).toHaveCount(8);
  expect(await tableFits(page)).toEqual({ right: true, scrolls: false });
});

test("'Change Location' loads another postcode and is ignored while the box is empty", async ({ page }) => {
  await openWeatherPage(page);
  const calls = countWeatherCalls(page);

  await page.getByLabel('Postcode').fill('');
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(bodyRows(page)).toHaveCount(8);

  await page.getByLabel('Postcode').fill('ln8 3jb');
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(weatherPage(page).getByRole('heading', { level: 1 })).toHaveText('Weather - Market Rasen');
  await expect(table(page).locator('caption')).toContainText('Market Rasen (LN8 3JB)');
  // Requests are seen in the order they are sent, and this one has been answered: a call from the empty box
  // would be listed before it.
  expect(calls.map((url) => url.searchParams.get('location'))).toEqual(['ln8 3jb']);
});

test('a postcode the server cannot place shows its error message in place of the table', async ({ page }) => {
  await openWeatherPage(page);
  await page.getByLabel('Postcode').fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Change Location' }).press('Enter');
  await expect(weatherPage(page).getByRole('alert')).toHaveText('We could not find a UK location for "ZZ9 9ZZ". Please check the postcode and try again.');
  await expect(table(page)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('weather-page-error-1280'), fullPage: true });

  await page.getByLabel('Postcode').fill('YO25 9DT');
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(bodyRows(page)).toHaveCount(8);
  await expect(weatherPage(page).getByRole('alert')).toHaveCount(0);
});

test('a weather service failure shows its message in place of the table', async ({ page }) => {
  // Only this page sees the outage: the server stays healthy for everyone else.
  await page.route('**/api/weather?*', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 502,
        errorCode: 'WEATHER_PROVIDER_FAILED',
        errorMessage: 'The weather forecast is not available at the moment. Please try again later.',
      }),
    }),
  );
  await openSignedIn(page, '/dashboard/weather', WEATHER_USER);
  await expect(weatherPage(page).getByRole('alert')).toHaveText('The weather forecast is not available at the moment. Please try again later.');
  await expect(table(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change Location' })).toBeVisible();
});

test('the weather page has no serious or critical accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWeatherPage(page);
  await page.getByText('Colour key').click();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '5 day forecast' }).click();
  await expect(bodyRows(page)).toHaveCount(5);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page);
  await page.getByLabel('Postcode').fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('<farm-weather> on its dev page: the postcode attribute wins and a load event leaves the element', async ({ page }) => {
  await openSignedIn(page, '/dev/weather/', WEATHER_USER);
  await expect(page).toHaveURL(/\/dev\/weather\/$/);
  // The card has no postcode attribute, so it follows the business; the page element names its own.
  const [card, full] = [page.locator('farm-weather[variant="card"]'), page.locator('farm-weather[variant="page"]')];
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Weather - Driffield');
  await expect(full.getByRole('heading', { level: 1 })).toHaveText('Weather - Market Rasen');
  await expect(full.getByLabel('Postcode')).toHaveValue('LN8 3JB');
  await expect(page.locator('#dev-log')).toContainText('farm-weather-load: {"postcode":');
  expect(await full.evaluate((element) => element.shadowRoot !== null)).toBe(true);
  await page.screenshot({ path: screenshotPath('weather-dev-page'), fullPage: true });
});

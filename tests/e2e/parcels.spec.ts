import { defaultParcelName, myAccountMessages, type Parcel } from '@farm/area-my-account/domain';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { shootBothWidths } from './support/shoot-both-widths';
import { accessTokenOf, screenshotPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 15's parcels acceptance in Chromium against the worker's own server and its demo data: grower@ on Harrison
// Farms Ltd (HARR0001), whose samples are of wheat, barley and oilseed rape. The database is shared by the specs of
// the worker, so each test works on its own commodity (desktop wheat, phone barley, two browsers oilseed rape),
// reads the parcels there are before it starts, and deletes the parcels it made.
const GROWER = 'grower@myfarm.example';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const PARCELS_API = '/api/accounts/HARR0001/grain-sample/parcels';
const PARCELS_TAB = '/dashboard/grainsampling?viewParcels';
const MAIN = '#main-slot';

/**
 * Opens the Parcels tab (signing in the first time) and answers the account's parcels as the server holds them
 * then (a 404, none ever saved, is none). Read with the tab's own token rather than from the page's GET: the
 * page left behind may still be reading them as this one loads, and a page navigated away from keeps no bodies.
 */
async function openParcelsTab(page: Page, signInFirst = false): Promise<Parcel[]> {
  await page.goto(PARCELS_TAB);
  if (signInFirst) await signIn(page, GROWER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grain Sampling');
  await expect(page.getByRole('tab', { name: 'Parcels' })).toHaveAttribute('aria-selected', 'true');
  const response = await page.request.get(PARCELS_API, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  if (response.status() === 404) return [];
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { parcels: Parcel[] } }).data.parcels;
}

/** A parcel on the Parcels tab: its row's header in the table, its card's heading on a phone. */
const listedParcel = (page: Page, name: string) =>
  page.viewportSize()!.width <= 767
    ? page.getByRole('list', { name: 'Parcels', exact: true }).getByRole('heading', { level: 3, name, exact: true })
    : page.getByRole('table', { name: 'Parcels', exact: true }).getByRole('rowheader', { name, exact: true });
const namesOf = (parcels: Parcel[]) => parcels.map((parcel) => parcel.parcelName);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** A DD/MM/YYYY day `days` before today. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((part) => String(part).padStart(2, '0')).join('/');
}

interface WizardOptions {
  commodity: string;
  samples: number;
  /** Run axe on each step (and shoot it at both widths under this name). */
  check?: string;
}

/**
 * Steps 1 and 2 of the wizard, open on 'Select a commodity': the commodity, then its first `samples` samples. When the
 * default range (the last 6 months) holds none of it, the range starts 1,800 days back instead.
 */
async function chooseCommodityAndSamples(page: Page, { commodity, samples, check }: WizardOptions) {
  await expect(page.getByRole('heading', { level: 2, name: 'Select a commodity' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Parcel wizard steps' }).getByRole('listitem')).toHaveText([
    /Selecting commodity/,
    /Selecting samples/,
    /Parcel details/,
    /Parcel summary/,
  ]);
  await page.getByRole('button', { name: `Select ${commodity}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Selected ${commodity}`, exact: true })).toBeVisible();
  if (check) {
    await expectNoSeriousViolations(page, { within: MAIN, what: 'wizard step 1' });
    await shootBothWidths(page, `${check}-1-commodity`);
  }
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { level: 2, name: `Select ${commodity} samples` })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Select to compare / });
  const none = page.getByText(myAccountMessages.noSampleResults);
  await expect(boxes.first().or(none)).toBeVisible();
  if (await none.isVisible()) {
    const range = page.getByRole('group', { name: 'Sample date range' });
    await range.getByLabel('From').fill(daysAgo(1800));
    await range.getByLabel('From').press('Tab');
    await expect(boxes.first()).toBeVisible();
  }
  for (let index = 0; index < samples; index++) await boxes.nth(index).check();
  await expect(page.getByText(`${samples} sample${samples === 1 ? '' : 's'} selected`)).toBeVisible();
  if (check) {
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('table', { name: /^Results of / })).toBeVisible();
    await expectNoSeriousViolations(page, { within: MAIN, what: 'wizard step 2' });
    await page.getByRole('button', { name: 'Help with selecting samples' }).click();
    await expect(page.getByText(/Tick ‘Select to compare’ on each sample/)).toBeVisible();
    await shootBothWidths(page, `${check}-2-samples`);
    await page.keyboard.press('Escape');
  }
  await button(page, 'Confirm samples').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Parcel details' })).toBeVisible();
}

/** Step 3 for a new parcel with the default name the wizard gave it (asserted), then the summary. Answers the name. */
async function createParcel(page: Page, options: WizardOptions & { expectedName: string; tonnage: string; grade: string }) {
  await chooseCommodityAndSamples(page, options);
  const name = page.getByLabel('Parcel name');
  await expect(name).toHaveValue(options.expectedName);
  // §5: a refused character never reaches the box.
  await page.getByLabel('Tonnage').pressSequentially(`${options.tonnage}<`);
  await expect(page.getByLabel('Tonnage')).toHaveValue(options.tonnage);
  await page.getByLabel('Target grade').selectOption(options.grade);
  await page.getByLabel('Notes').fill('Acceptance test parcel');
  if (options.check) {
    await expectNoSeriousViolations(page, { within: MAIN, what: 'wizard step 3' });
    await shootBothWidths(page, `${options.check}-3-details`);
  }
  await button(page, 'Create Parcel').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Parcel summary' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Parcel details' });
  await expect(details.locator('dd').first()).toHaveText(options.expectedName);
  await expect(page.getByRole('table', { name: 'Analysis across the samples' }).locator('tbody tr').first()).toBeVisible();
  const preview = page.getByRole('region', { name: `Quality claim preview: ${options.grade}` });
  if (options.grade === 'None') await expect(page.getByRole('region', { name: /Quality claim preview/ })).toHaveCount(0);
  else await expect(preview).toContainText('This is an estimate, not a claim.');
  if (options.check) {
    await expectNoSeriousViolations(page, { within: MAIN, what: 'wizard step 4' });
    await shootBothWidths(page, `${options.check}-4-summary`);
  }
}

/** Edit mode from the Parcels tab: every step filled in, 'Update Parcel' with a new tonnage, no 'Create another parcel'. */
async function editTonnage(page: Page, parcelName: string, tonnage: string) {
  await page.getByRole('link', { name: `Edit ${parcelName}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Parcel');
  await expect(page.getByRole('heading', { level: 2, name: 'Select a commodity' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Selected / })).toBeVisible();
  await button(page, 'Next').click();
  await expect(page.getByRole('checkbox', { name: /^Select to compare /, checked: true }).first()).toBeVisible();
  await button(page, 'Confirm samples').click();
  await expect(page.getByLabel('Parcel name')).toHaveValue(parcelName);
  await page.getByLabel('Tonnage').fill(tonnage);
  await button(page, 'Update Parcel').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Parcel summary' })).toBeVisible();
  await expect(button(page, 'Create another parcel')).toHaveCount(0);
  await button(page, 'Return to parcels').click();
  await expect(page.getByRole('tab', { name: 'Parcels' })).toHaveAttribute('aria-selected', 'true');
}

/** Ticks the named parcels on the Parcels tab and deletes them after the confirm. */
async function deleteParcels(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  await button(page, 'Delete selected').click();
  const dialog = page.getByRole('dialog', { name: names.length === 1 ? 'Delete parcel' : 'Delete parcels' });
  await expect(dialog.getByRole('listitem')).toHaveText(names);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(names.length === 1 ? `'${names[0]}' deleted.` : `${names.length} parcels deleted.`)).toBeVisible();
}

/** Creates A then B of `commodity`, edits A, deletes both: the acceptance's parcel round on one page. */
async function parcelRound(page: Page, commodity: string, shots: string | undefined) {
  const before = await openParcelsTab(page, true);
  expect(
    namesOf(before).filter((name) => name.startsWith(`${commodity} - Parcel`)),
    `no ${commodity} parcels yet`,
  ).toEqual([]);
  if (shots) await shootBothWidths(page, `${shots}-tab-before`);
  await button(page, 'Create parcel').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Parcel');
  const first = defaultParcelName(commodity, namesOf(before));
  expect(first).toBe(`${commodity} - Parcel A`);
  // A target grade of the commodity (Feed Wheat, Feed Barley) brings the claim preview to the summary.
  await createParcel(page, { commodity, samples: 2, check: shots, expectedName: first, tonnage: '58.5', grade: `Feed ${commodity}` });

  await button(page, 'Create another parcel').click();
  await createParcel(page, { commodity, samples: 1, expectedName: `${commodity} - Parcel B`, tonnage: '30', grade: 'None' });
  await button(page, 'Return to parcels').click();
  await expect(page.getByRole('tab', { name: 'Parcels' })).toHaveAttribute('aria-selected', 'true');
  await expect(listedParcel(page, `${commodity} - Parcel A`)).toBeVisible();
  await expect(listedParcel(page, `${commodity} - Parcel B`)).toBeVisible();
  await expectNoSeriousViolations(page, { within: MAIN, what: 'the Parcels tab' });
  if (shots) await shootBothWidths(page, `${shots}-tab`);
  else await page.screenshot({ path: screenshotPath(`parcels-phone-${commodity.toLowerCase()}-tab-375`), fullPage: true });

  await editTonnage(page, `${commodity} - Parcel A`, '61');
  const afterEdit = await openParcelsTab(page);
  expect(afterEdit.find((parcel) => parcel.parcelName === `${commodity} - Parcel A`)?.tonnage).toBe('61');

  await deleteParcels(page, [`${commodity} - Parcel A`, `${commodity} - Parcel B`]);
  const after = await openParcelsTab(page);
  expect(namesOf(after).filter((name) => name.startsWith(`${commodity} - Parcel`))).toEqual([]);
}

test('on a desktop grower@ creates wheat Parcel A and B through the four steps, edits A and deletes both', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await parcelRound(page, 'Wheat', 'parcels');
});

test('on a phone grower@ creates barley Parcel A and B, edits A and deletes both', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await parcelRound(page, 'Barley', undefined);
});

/** A second browser (its own context: its own session) at desktop width, on the worker's portal. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  return { context, page: await context.newPage() };
}

test('two browsers change the parcels at once: the second save gets 412, re-applies, and both changes are kept', async ({ page, browser, portal }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const commodity = 'Oilseed Rape';
  // Browser A makes the parcel it will edit.
  const start = await openParcelsTab(page, true);
  const baseName = defaultParcelName(commodity, namesOf(start));
  await button(page, 'Create parcel').click();
  await createParcel(page, { commodity, samples: 1, expectedName: baseName, tonnage: '40', grade: 'None' });

  // Browser B opens the wizard and reads the list as it is now: B's parcel will be the next letter.
  const other = await secondBrowser(browser, portal.url);
  const statuses: number[] = [];
  other.page.on('response', (response) => {
    if (new URL(response.url()).pathname === PARCELS_API && response.request().method() !== 'GET') statuses.push(response.status());
  });
  await openParcelsTab(other.page, true);
  await button(other.page, 'Create parcel').click();
  const newName = defaultParcelName(commodity, [...namesOf(start), baseName]);
  await chooseCommodityAndSamples(other.page, { commodity, samples: 2 });
  await expect(other.page.getByLabel('Parcel name')).toHaveValue(newName);

  // Browser A edits its parcel and saves first; then B saves over the list it read.
  await openParcelsTab(page);
  await editTonnage(page, baseName, '44');
  await button(other.page, 'Create Parcel').click();
  await expect(other.page.getByRole('heading', { level: 2, name: 'Parcel summary' })).toBeVisible();
  expect(statuses, 'B’s first save was refused as stale, its second taken').toEqual([412, 200]);
  await expect(other.page.getByRole('status').filter({ hasText: myAccountMessages.parcelsChanged })).toContainText(
    `Your new parcel '${newName}' was added to them as they are now.`,
  );
  await shootBothWidths(other.page, 'parcels-412-summary');

  // Both changes are there: through the UI of A, and as the server answers.
  const both = await openParcelsTab(page);
  expect(both.find((parcel) => parcel.parcelName === baseName)?.tonnage).toBe('44');
  expect(namesOf(both)).toContain(newName);
  const table = page.getByRole('table', { name: 'Parcels', exact: true });
  await expect(table.getByRole('row').filter({ hasText: baseName })).toContainText('44');
  await expect(table.getByRole('rowheader', { name: newName, exact: true })).toBeVisible();
  await other.context.close();

  await deleteParcels(page, [baseName, newName]);
  expect(namesOf(await openParcelsTab(page)).filter((name) => name.startsWith(`${commodity} - Parcel`))).toEqual([]);
});

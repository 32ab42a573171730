import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 10's market report acceptance: staff@ writes a report with a table and a <script> tag, previews it and
// publishes it; grower@ sees the table and no script. Both are demo users of Harrison Farms with crop marketing
// open (its tile, hasMCM and a collection address). No other spec writes market reports.
const STAFF = 'staff@myfarm.example';
const GROWER = 'grower@myfarm.example';
const PATH = '/dashboard/myc/market-report';

const TITLE = 'Morning report: wheat firmer';
const MARKDOWN = [
  '# Wheat',
  '',
  'London feed wheat is **firmer** on export demand.',
  '',
  '| Commodity | Nov 26 | May 27 |',
  '| :-- | --: | --: |',
  '| Feed wheat | 183.90 | 191.40 |',
  '| Oilseed rape | 389.10 | 402.00 |',
  '',
  '<script>window.marketReportScriptRan = true</script>',
  '',
  '<img src="https://images.example/x.png" onerror="window.marketReportScriptRan = true" alt="">',
].join('\n');

async function openReport(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Images the report names are not fetched: tests never reach the network.
  await page.route('https://images.example/**', (route) => route.abort());
  await openSignedIn(page, PATH, email);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Market Report' })).toBeVisible();
}

const scriptRan = (page: Page) => page.evaluate(() => (window as { marketReportScriptRan?: boolean }).marketReportScriptRan ?? false);

test('staff@ previews and publishes a report with a table and a script; grower@ sees the table and no script', async ({ page, browser }) => {
  test.slow();
  await openReport(page, STAFF);
  // A demo database starts with yesterday's report.
  await expect(page.getByRole('heading', { level: 2, name: 'Morning report: wheat steady, rapeseed firmer' })).toBeVisible();

  const editor = page.getByRole('form', { name: 'Market report editor' });
  await editor.getByLabel('Title').fill(TITLE);
  await editor.getByLabel('Report (markdown)').fill(MARKDOWN);
  const preview = page.getByRole('region', { name: 'Preview: what farmers will see' });
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(preview.getByRole('cell', { name: '191.40' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 4, name: TITLE })).toBeVisible();
  await expect(preview.getByText('The preview is up to date.')).toBeVisible();
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shootBothWidths(page, 'market-report-staff-editor');

  await editor.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this report?' });
  await expect(confirm).toContainText(TITLE);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('status')).toHaveText(`“${TITLE}” is published: farmers see it now.`);
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  const history = page.getByRole('region', { name: 'Past reports' });
  await expect(history.getByRole('listitem').first()).toContainText(`Published${TITLE}`);
  expect(await scriptRan(page)).toBe(false);

  const grower = await (await browser.newContext()).newPage();
  await openReport(grower, GROWER);
  const report = grower.getByRole('article', { name: TITLE });
  await expect(report.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(report.getByText(/^Published \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(report.getByRole('heading', { level: 3, name: 'Wheat' })).toBeVisible();
  await expect(report.getByRole('table')).toBeVisible();
  await expect(report.getByRole('columnheader')).toHaveText(['Commodity', 'Nov 26', 'May 27']);
  await expect(report.getByRole('row', { name: /Oilseed rape/ }).getByRole('cell')).toHaveText(['Oilseed rape', '389.10', '402.00']);
  await expect(report.getByRole('cell', { name: '402.00' })).toHaveCSS('text-align', 'right');
  await expect(grower.locator('#main-slot script, #main-slot [onerror]')).toHaveCount(0);
  expect(await scriptRan(grower)).toBe(false);
  await expect(grower.getByRole('form', { name: 'Market report editor' })).toHaveCount(0);
  await expectNoSeriousViolations(grower);
  await shootBothWidths(grower, 'market-report-grower');

  await grower.getByRole('link', { name: /Back to Crop Marketing/ }).click();
  await expect(grower).toHaveURL(/\/dashboard\/myc$/);
  await grower.context().close();
});

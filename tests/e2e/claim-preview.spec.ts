import { expectNoSeriousViolations } from './support/accessibility';
import { listAnswer } from './support/my-account-lists';
import { shootBothWidths } from './support/shoot-both-widths';
import { openSignedIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 15's quality-claim preview on the real app: the demo's third load of every feed wheat contract came in
// at 16.2 % moisture, over feed wheat's 15 %, so the contract dialog's Samples tab flags it with a likely deduction.
test('the contract dialog previews the claim a feed wheat load at 16.2 % moisture is likely to bring, as an estimate', async ({ page }) => {
  await openSignedIn(page, '/dashboard/myaccount?tab=grain-sales', 'grower@myfarm.example');
  const contracts = page.getByRole('region', { name: 'Contracts', exact: true });
  const found = listAnswer(page, 'grain-sale/contracts', { search: 'Feed Wheat' });
  await contracts.getByLabel('Search contracts').fill('Feed Wheat');
  // A contract with three loads (29 t each) moved or more: its third was sampled.
  const moved = (await found).items.find((row) => row['product'] === 'Feed Wheat' && Number(row['movedQuantity']) >= 3 * 29);
  expect(moved, 'a feed wheat contract of the demo data whose loads have moved').toBeDefined();
  const reference = moved!['contractReference'] as string;
  await contracts.getByRole('button', { name: `Contract details of ${reference}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Contract details' });
  await dialog.getByRole('tab', { name: 'Samples', exact: true }).click();
  const preview = dialog.getByRole('region', { name: 'Quality claim preview: Feed Wheat' });
  await expect(preview).toContainText('This is an estimate, not a claim.');
  const wet = preview.getByRole('row').filter({ hasText: 'Moisture 16.2 % (max 15 %)' });
  await expect(wet).toHaveCount(1);
  await expect(wet).toContainText(/Deduction of about £\d+\.\d{2}\/t|Likely rejection/);
  // The sample it names is the one the Samples table lists with 16.2 % moisture.
  const sample = (await wet.getByRole('rowheader').textContent())!.trim();
  await expect(dialog.getByRole('table', { name: 'Samples' }).getByRole('row').filter({ hasText: sample })).toHaveCount(1);
  await expectNoSeriousViolations(page, { within: '#main-slot', what: 'the claim preview' });
  await shootBothWidths(page, 'claim-preview-contract-samples', false);
});

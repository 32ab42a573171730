import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pdfText } from '../../testing';
import { merchant } from '../../pdf/merchant';
import { renderContractNote, type SaleNote } from './contract-note-pdf';

const note: SaleNote = {
  contractReference: 'S0000042',
  documentNo: 'D00000042',
  date: '2026-11-23',
  account: {
    name: 'Harrison Farms Ltd',
    reference: 'HARR0001',
    addressLines: ['Abbey Farm, Debden Road', 'Saffron Walden', 'CB10 2RL'],
    vatRegistrationNumber: 'GB284716395',
  },
  collectionAddress: {
    addressNumber: 11,
    addressName: 'Home Farm',
    addressLines: ['Radwinter Road', 'Saffron Walden'],
    postcode: 'CB10 2RL',
    addressType: 'Collection',
  },
  commodity: 'Feed Wheat',
  specification: '15/2/72/6',
  varieties: ['Champion', 'Gleam'],
  quantity: 58,
  price: 192.5,
  priceType: 'XFH',
  contractPeriod: { from: '2026-11-01', to: '2026-11-30', cropYear: 2026, isContractSplit: false },
  totalValue: 11165,
};

describe('the contract note PDF', () => {
  it('is a PDF with both parties, every fact of the sale, the quality specification, the payment terms and the trade rules', async () => {
    const bytes = await renderContractNote(note);
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), '%PDF-');
    const { title, lines } = await pdfText(bytes);
    assert.equal(title, 'Contract note S0000042');
    for (const expected of [
      merchant.name,
      'Contract note',
      'S0000042',
      '23/11/2026',
      'Seller',
      'Harrison Farms Ltd (HARR0001)',
      'Abbey Farm, Debden Road',
      'VAT registration number: GB284716395',
      'Buyer',
      ...merchant.addressLines,
      `VAT registration number: ${merchant.vatRegistrationNumber}`,
      'Home Farm',
      'Radwinter Road',
      'CB10 2RL',
      'Feed Wheat',
      'Feed Wheat 15/2/72/6:',
      'Moisture 15 % max',
      'Specific weight 72 kg/hl min',
      'Admixture 2 % max',
      'Champion, Gleam',
      '58 MT (2 loads of 29 MT)',
      '£192.50/MT',
      'Ex-farm option to haul (XFH)',
      'Nov 26',
      '2026',
      '£11,165.00',
    ]) {
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    }
    const text = lines.join(' ');
    assert.ok(text.includes(merchant.salePaymentTerms), 'the payment terms');
    assert.ok(text.includes(merchant.tradeRules), 'the trade rules');
  });

  it('writes a split contract period as two dates', async () => {
    const { lines } = await pdfText(
      await renderContractNote({ ...note, contractPeriod: { from: '2026-12-15', to: '2027-01-31', cropYear: 2026, isContractSplit: true } }),
    );
    assert.ok(lines.includes('15/12/2026 - 31/01/2027'), JSON.stringify(lines));
  });

  it('is the same file for the same sale', async () => {
    assert.deepEqual(await renderContractNote(note), await renderContractNote(note));
  });

  it('prints what the standard fonts cannot show as ? instead of failing the sale', async () => {
    const { lines } = await pdfText(await renderContractNote({ ...note, account: { ...note.account, name: 'Ffermydd Łŵr 農場' } }));
    assert.ok(lines.includes('Ffermydd ??r ?? (HARR0001)'), JSON.stringify(lines));
  });

  it('wraps a long address line within the page', async () => {
    const long = 'The Old Granary, Unit 4 of the Radwinter Road Business Park, behind the grain store by the level crossing';
    const { lines } = await pdfText(await renderContractNote({ ...note, collectionAddress: { ...note.collectionAddress, addressLines: [long] } }));
    const wrapped = lines.slice(lines.indexOf('Home Farm') + 1, lines.lastIndexOf('CB10 2RL'));
    assert.ok(wrapped.length >= 2, JSON.stringify(wrapped));
    assert.equal(wrapped.join(' '), long);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pdfText } from '../../testing';
import { SUPPLIER_NAME } from '../../pdf/pdf-pen';
import { renderContractNote, type ContractNote } from './contract-note-pdf';

const note: ContractNote = {
  contractRef: 'S0000042',
  date: '2026-11-23',
  account: { name: 'Harrison Farms Ltd', reference: 'HARR0001' },
  collectionAddress: { addressNumber: 11, addressName: 'Home Farm', addressLines: ['Radwinter Road', 'Saffron Walden'], postcode: 'CB10 2RL', addressType: 'Collection' },
  commodity: 'Feed Wheat',
  varieties: ['Champion', 'Gleam'],
  quantity: 58,
  price: 192.5,
  priceType: 'XFH',
  contractPeriod: { from: '2026-11-01', to: '2026-11-30', cropYear: 2026, isContractSplit: false },
  totalValue: 11165,
};
const soldAt = new Date('2026-11-23T10:15:00Z');

describe('the contract note PDF', () => {
  it('is a PDF with every fact of the sale, the supplier and the terms', async () => {
    const bytes = await renderContractNote(note, soldAt);
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), '%PDF-');
    const { title, lines } = await pdfText(bytes);
    assert.equal(title, 'Contract note S0000042');
    for (const expected of [
      SUPPLIER_NAME,
      'Contract note',
      'S0000042',
      '23/11/2026',
      'Harrison Farms Ltd (HARR0001)',
      'Home Farm',
      'Radwinter Road',
      'CB10 2RL',
      'Feed Wheat',
      'Champion, Gleam',
      '58 MT (2 loads of 29 MT)',
      '£192.50/MT',
      'Ex-farm option to haul (XFH)',
      'Nov 26, crop year 2026',
      '£11,165.00',
    ]) {
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    }
    assert.match(lines.join(' '), /subject to the Standard Conditions of Purchase/);
  });

  it('writes a split contract period as two dates', async () => {
    const { lines } = await pdfText(
      await renderContractNote({ ...note, contractPeriod: { from: '2026-12-15', to: '2027-01-31', cropYear: 2026, isContractSplit: true } }, soldAt),
    );
    assert.ok(lines.includes('15/12/2026 - 31/01/2027, crop year 2026'), JSON.stringify(lines));
  });

  it('is the same file for the same sale', async () => {
    assert.deepEqual(await renderContractNote(note, soldAt), await renderContractNote(note, soldAt));
  });

  it('prints what the standard fonts cannot show as ? instead of failing the sale', async () => {
    const { lines } = await pdfText(await renderContractNote({ ...note, account: { name: 'Ffermydd Łŵr 農場', reference: 'HARR0001' } }, soldAt));
    assert.ok(lines.includes('Ffermydd ??r ?? (HARR0001)'), JSON.stringify(lines));
  });

  it('wraps a long address line within the page', async () => {
    const long = 'The Old Granary, Unit 4 of the Radwinter Road Business Park, behind the grain store by the level crossing';
    const { lines } = await pdfText(await renderContractNote({ ...note, collectionAddress: { ...note.collectionAddress, addressLines: [long] } }, soldAt));
    const wrapped = lines.slice(lines.indexOf('Home Farm') + 1, lines.indexOf('CB10 2RL'));
    assert.ok(wrapped.length >= 2, JSON.stringify(wrapped));
    assert.equal(wrapped.join(' '), long);
  });
});

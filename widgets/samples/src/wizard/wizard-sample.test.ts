import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Parcel, SampleRow } from '@farm/area-my-account';
import { parcelsBySample, resultColumns, toWizardSample } from './wizard-sample';

const row = (sampleId: string, results: SampleRow['results']): SampleRow => ({
  sampleId,
  reference: sampleId.toUpperCase(),
  contractReference: null,
  commodity: 'Barley',
  commodityNo: 81074,
  variety: null,
  varietyNo: null,
  locality: null,
  dateTaken: '2026-10-01',
  cropYear: 2026,
  results,
});
const barley = row('s1', [
  { reference: 'MOI', name: 'Moisture', result: 14.1, unit: '%' },
  { reference: 'RET', name: 'Retention 2.5mm (10 sieve)', result: 91, unit: '%' },
  { reference: 'RET', name: 'Retention 2.25mm (8 sieve)', result: 97, unit: '%' },
  { reference: 'PRO', name: 'Protein', result: null, unit: '%' },
]);
const inParcels = (parcelName: string, samples: string[]) => ({ parcelName, samples }) as Parcel;

describe('toWizardSample (spec 3 §3 Wizard sample)', () => {
  it('flattens the results by reference, the two RET sieve results as RET10 and RET8, blanks kept as null', () => {
    assert.deepEqual(toWizardSample(barley, new Map()).values, { MOI: 14.1, RET10: 91, RET8: 97, PRO: null });
  });

  it('counts the parcels each sample is in', () => {
    const inParcelsById = parcelsBySample([inParcels('A', ['s1', 's2']), inParcels('B', ['s1']), inParcels('C', ['s3'])]);
    assert.deepEqual(inParcelsById.get('s1'), ['A', 'B']);
    assert.equal(toWizardSample(barley, inParcelsById).parcelCount, 2);
    assert.equal(toWizardSample(row('s9', []), inParcelsById).parcelCount, 0);
  });

  it('gives a result column per flattened key, in the order they first appear', () => {
    const columns = resultColumns([row('s0', [{ reference: 'KG', name: 'Kg/hl', result: 70, unit: 'kg/hl' }]), barley]);
    assert.deepEqual(
      columns.map((c) => c.key),
      ['KG', 'MOI', 'RET10', 'RET8', 'PRO'],
    );
    assert.deepEqual(columns[2], { key: 'RET10', name: 'Retention 2.5mm (10 sieve)', unit: '%' });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Parcel } from '@farm/area-my-account';
import { applyParcelChange, reapplyParcelChange, toParcelInput, type ParcelChange } from './parcel-change';

const WHEAT = { commodityNo: 81083, description: 'Wheat' };
const parcel = (parcelId: string, parcelName: string, overrides: Partial<Parcel> = {}): Parcel => ({
  parcelId,
  parcelName,
  commodity: WHEAT,
  samples: ['s1'],
  tonnage: '',
  targetGrade: 'None',
  notes: '',
  shared: false,
  created: '2026-11-01T10:00:00.000Z',
  createdBy: 'grower@myfarm.example',
  lastUpdated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const fields = (parcelName: string) => ({
  parcelName,
  commodity: WHEAT,
  samples: ['s2', 's3'],
  tonnage: '30',
  targetGrade: 'Feed Wheat',
  notes: 'Bay 2',
  shared: false,
});
const create = (parcelName: string, nameIsDefault: boolean): ParcelChange => ({ kind: 'create', parcel: fields(parcelName), nameIsDefault });
const update = (parcelId: string, parcelName: string, readLastUpdated = '2026-11-01T10:00:00.000Z'): ParcelChange => ({
  kind: 'update',
  parcelId,
  parcel: fields(parcelName),
  readLastUpdated,
});
const names = (parcels: { parcelName: string }[]) => parcels.map((p) => p.parcelName);

describe('applyParcelChange (the wizard puts its change into the list it read)', () => {
  it('adds a new parcel last, without an id, and sends every kept parcel with its id', () => {
    const applied = applyParcelChange([parcel('p1', 'Wheat - Parcel A')], create('Wheat - Parcel B', true));
    assert.ok(!('conflict' in applied));
    assert.deepEqual(applied.parcels, [toParcelInput(parcel('p1', 'Wheat - Parcel A')), fields('Wheat - Parcel B')]);
    assert.equal(applied.renamed, undefined);
  });

  it('replaces an edited parcel in its place, keeping its id', () => {
    const applied = applyParcelChange([parcel('p1', 'A'), parcel('p2', 'B'), parcel('p3', 'C')], update('p2', 'B renamed'));
    assert.ok(!('conflict' in applied));
    assert.deepEqual(names(applied.parcels), ['A', 'B renamed', 'C']);
    assert.deepEqual(applied.parcels[1], { ...fields('B renamed'), parcelId: 'p2' });
    assert.equal(applied.replacedTheirs, false);
  });

  it('is a conflict when the edited parcel is not in the list', () => {
    assert.deepEqual(applyParcelChange([parcel('p1', 'A')], update('p9', 'Gone')), { conflict: 'deleted', message: 'This parcel was deleted elsewhere' });
  });
});

describe('reapplyParcelChange (after a 412, onto the list as it is now)', () => {
  it('still adds a new parcel, moving a kept default name on to the next free letter and saying so', () => {
    // Read with Parcel A only, the wizard named the new one B; meanwhile another browser saved a Parcel B.
    const fresh = [parcel('p1', 'Wheat - Parcel A'), parcel('p2', 'Wheat - Parcel B')];
    const result = reapplyParcelChange(fresh, create('Wheat - Parcel B', true));
    assert.ok(!('conflict' in result));
    assert.deepEqual(names(result.parcels), ['Wheat - Parcel A', 'Wheat - Parcel B', 'Wheat - Parcel C']);
    assert.equal(result.parcels[1]!.parcelId, 'p2');
    assert.equal(
      result.note,
      "Your parcels were changed elsewhere since you opened them. Your new parcel 'Wheat - Parcel C' was added to them as they are now. 'Wheat - Parcel B' had been taken meanwhile, so your parcel is named 'Wheat - Parcel C'.",
    );
  });

  it('keeps a name the user typed even when another parcel has it now, and says so', () => {
    const result = reapplyParcelChange([parcel('p1', 'North store')], create('North Store', false));
    assert.ok(!('conflict' in result));
    assert.deepEqual(names(result.parcels), ['North store', 'North Store']);
    assert.match(result.note, /Another parcel is also named 'North Store'\.$/);
  });

  it("keeps the others' new parcels when an edit is re-applied", () => {
    const fresh = [parcel('p1', 'A'), parcel('p4', 'Added elsewhere')];
    const result = reapplyParcelChange(fresh, update('p1', 'A edited'));
    assert.ok(!('conflict' in result));
    assert.deepEqual(names(result.parcels), ['A edited', 'Added elsewhere']);
    assert.equal(result.note, "Your parcels were changed elsewhere since you opened them. Your changes to 'A edited' were applied to them as they are now.");
  });

  it('says when the edited parcel itself was changed elsewhere, and that the user’s version replaced that', () => {
    const fresh = [parcel('p1', 'A by them', { lastUpdated: '2026-11-02T08:00:00.000Z' })];
    const result = reapplyParcelChange(fresh, update('p1', 'A by me'));
    assert.ok(!('conflict' in result));
    assert.deepEqual(names(result.parcels), ['A by me']);
    assert.match(result.note, /'A by me' itself had been changed elsewhere too: your version replaced that change\.$/);
  });

  it('answers the conflict when the edited parcel was deleted elsewhere', () => {
    const result = reapplyParcelChange([parcel('p2', 'B')], update('p1', 'A'));
    assert.deepEqual(result, { conflict: 'deleted', message: 'This parcel was deleted elsewhere' });
  });
});

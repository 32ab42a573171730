import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultParcelName, parcelLetter, targetGradesFor } from './my-account-constants';

describe('defaultParcelName (spec 3 §4)', () => {
  it('letters parcels A..Z, then AA, AB, ... AZ, BA and on', () => {
    assert.deepEqual([0, 1, 25, 26, 27, 51, 52, 701, 702].map(parcelLetter), ['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it("takes the first letter whose name none of the account's parcels has, whatever their case or spacing", () => {
    assert.equal(defaultParcelName('Wheat', []), 'Wheat - Parcel A');
    assert.equal(defaultParcelName('Wheat', ['Wheat - Parcel A']), 'Wheat - Parcel B');
    assert.equal(defaultParcelName('Wheat', ['wheat - parcel a ', 'Wheat - Parcel C', 'Barley - Parcel B']), 'Wheat - Parcel B');
    const all = Array.from({ length: 26 }, (_, index) => `Barley - Parcel ${parcelLetter(index)}`);
    assert.equal(defaultParcelName('Barley', all), 'Barley - Parcel AA');
  });
});

describe('targetGradesFor (spec 3 §3)', () => {
  it('offers None first, the grades of barley, wheat, oats and beans, and None only for every other commodity', () => {
    assert.deepEqual(targetGradesFor(81083), ['None', 'Milling Wheat', 'Biscuit Wheat', 'Feed Wheat']);
    assert.deepEqual(targetGradesFor(81074), ['None', 'Malting Barley', 'Feed Barley']);
    assert.deepEqual(targetGradesFor(81078), ['None', 'Milling Oats', 'Feed Oats']);
    assert.deepEqual(targetGradesFor(81075), ['None', 'Human Consumption Beans', 'Feed Beans']);
    assert.deepEqual(targetGradesFor(81079), ['None']);
  });
});

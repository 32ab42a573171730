import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { geocodePostcode, normalisePostcode } from './geocode-postcode';
import { POSTCODE_AREAS, POSTCODE_DISTRICTS } from './postcode-places';

describe('geocodePostcode', () => {
  it('places a postcode by its district when the table has one', () => {
    const place = geocodePostcode('CB10 2RL');
    assert.deepEqual(place, {
      postcode: 'CB10 2RL',
      code: 'CB10',
      precision: 'district',
      name: 'Saffron Walden',
      latitude: 52.02,
      longitude: 0.24,
    });
  });

  it('falls back to the postcode area for a district it does not list', () => {
    const place = geocodePostcode('EX4 4QJ');
    assert.equal(place?.precision, 'area');
    assert.equal(place?.code, 'EX');
    assert.equal(place?.name, 'Exeter');
    assert.equal(place?.postcode, 'EX4 4QJ');
  });

  it('ignores case and spaces', () => {
    for (const input of ['cb7 4tx', ' CB74TX ', 'Cb7   4Tx']) {
      const place = geocodePostcode(input);
      assert.equal(place?.postcode, 'CB7 4TX', input);
      assert.equal(place?.name, 'Ely', input);
    }
  });

  it('accepts an outward code on its own', () => {
    assert.equal(geocodePostcode('ln8')?.name, 'Market Rasen');
    assert.equal(geocodePostcode('ln8')?.postcode, 'LN8');
  });

  it('reads the tricky shapes: one-letter areas, letters in the district, single-digit districts', () => {
    assert.equal(geocodePostcode('W1A 0AX')?.code, 'W');
    assert.equal(geocodePostcode('SW1A 1AA')?.name, 'London SW');
    assert.equal(geocodePostcode('B1 1AA')?.name, 'Birmingham');
    assert.equal(geocodePostcode('BT1 5GS')?.name, 'Belfast');
  });

  it('answers undefined for text that is not a UK postcode or an area nobody lives in', () => {
    for (const input of ['', '   ', 'hello', '12345', 'CB10 2R', 'QQ1 1AA', 'GIR 0AA', 'CB102RLX', 'BF1 3AA']) {
      assert.equal(geocodePostcode(input), undefined, input);
    }
  });

  it('normalises to upper case without spaces', () => {
    assert.equal(normalisePostcode(' cb10  2rl '), 'CB102RL');
  });
});

describe('postcode tables', () => {
  it('list every geographic UK postcode area plus the Crown dependencies, inside the British Isles', () => {
    assert.equal(Object.keys(POSTCODE_AREAS).length, 124);
    for (const [code, place] of Object.entries({ ...POSTCODE_AREAS, ...POSTCODE_DISTRICTS })) {
      assert.ok(place.latitude > 49 && place.latitude < 61, `${code} latitude`);
      assert.ok(place.longitude > -8.5 && place.longitude < 2, `${code} longitude`);
    }
  });

  it('only list districts whose area exists, near that area', () => {
    for (const [district, place] of Object.entries(POSTCODE_DISTRICTS)) {
      const area = POSTCODE_AREAS[district.replace(/\d.*$/, '')];
      assert.ok(area, district);
      assert.ok(Math.abs(area.latitude - place.latitude) < 1.2 && Math.abs(area.longitude - place.longitude) < 1.2, district);
    }
  });
});

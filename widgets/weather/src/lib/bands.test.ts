import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BAND_KEY, cloudCoverBand, humidexBand, temperatureBand } from './bands';

const ids = (values: number[], band: (value: number) => { id: string }) => values.map((value) => band(value).id);

describe('colour bands', () => {
  it('put temperatures in the six bands of the spec, each bound belonging to the band it ends', () => {
    assert.deepEqual(ids([-12, -5, -4, 0, 1, 5, 6, 10, 11, 20, 21, 35], temperatureBand), [
      'temperature-1',
      'temperature-1',
      'temperature-2',
      'temperature-2',
      'temperature-3',
      'temperature-3',
      'temperature-4',
      'temperature-4',
      'temperature-5',
      'temperature-5',
      'temperature-6',
      'temperature-6',
    ]);
  });

  it('put cloud cover in four bands: up to 30, 30 to 40, 40 to 75, above 75', () => {
    assert.deepEqual(ids([0, 30, 31, 40, 41, 75, 76, 100], cloudCoverBand), [
      'cloud-1',
      'cloud-1',
      'cloud-2',
      'cloud-2',
      'cloud-3',
      'cloud-3',
      'cloud-4',
      'cloud-4',
    ]);
  });

  it('put humidex in four bands: up to 29, 29 to 38, 38 to 45, above 45', () => {
    assert.deepEqual(ids([-3, 29, 30, 38, 39, 45, 46], humidexBand), [
      'humidex-1',
      'humidex-1',
      'humidex-2',
      'humidex-2',
      'humidex-3',
      'humidex-3',
      'humidex-4',
    ]);
  });

  it('give every band its own colour and a label for the key', () => {
    for (const bands of Object.values(BAND_KEY)) {
      assert.equal(new Set(bands.map((b) => b.background)).size, bands.length);
      assert.ok(bands.every((b) => b.label.length > 0));
    }
    assert.deepEqual(
      BAND_KEY.temperature.map((b) => b.label),
      ['up to -5 °C', '-5 to 0 °C', '0 to 5 °C', '5 to 10 °C', '10 to 20 °C', 'above 20 °C'],
    );
  });
});

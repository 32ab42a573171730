import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { weatherSliceSchema, type WeatherSlice } from '@farm/area-weather/domain';
import { createDemoProvider } from './demo-provider';

const provider = createDemoProvider();
const SAFFRON_WALDEN = { latitude: 52.02, longitude: 0.24 };
/** Farming country from Cornwall to Aberdeenshire. */
const PLACES = [SAFFRON_WALDEN, { latitude: 53.39, longitude: -0.34 }, { latitude: 50.2, longitude: -5.2 }, { latitude: 57.15, longitude: -2.35 }];

async function maximaIn(month: number): Promise<number[]> {
  const maxima: number[] = [];
  for (let day = 1; day <= 28; day += 3) {
    for (const place of PLACES) {
      const slices = await provider.forecast({ ...place, range: '5D', now: new Date(Date.UTC(2025, month, day, 9)) });
      maxima.push(...slices.map((s) => s.maximumTemperature));
    }
  }
  return maxima;
}

const share = (values: number[], test: (value: number) => boolean) => values.filter(test).length / values.length;

describe('demo weather provider', () => {
  it('says it is demo data', () => {
    assert.equal(provider.demo, true);
    assert.equal(provider.source, 'demo');
  });

  it('gives the same forecast for the same place and time', async () => {
    const now = new Date('2026-03-10T11:45:00Z');
    const first = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now });
    const second = await createDemoProvider().forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date(now) });
    assert.deepEqual(first, second);
  });

  it('gives different weather on a different day', async () => {
    const monday = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-03-10T12:00:00Z') });
    const friday = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-03-14T12:00:00Z') });
    assert.notDeepEqual(monday, friday);
  });

  it('cuts 24HR into eight 3-hour slices from the start of the current hour', async () => {
    const slices = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-03-10T11:45:00Z') });
    assert.equal(slices.length, 8);
    assert.equal(slices[0]!.until, '2026-03-10T14:00:00.000Z');
    assert.equal(slices[7]!.until, '2026-03-11T11:00:00.000Z');
  });

  it('gives five UK days for 5D, each ending at UK midnight (BST in summer)', async () => {
    const slices = await provider.forecast({ ...SAFFRON_WALDEN, range: '5D', now: new Date('2026-07-01T22:30:00Z') });
    // 22:30 UTC is 23:30 BST on 1 July: today is still 1 July.
    assert.deepEqual(
      slices.map((s) => s.until),
      ['2026-07-01T23:00:00.000Z', '2026-07-02T23:00:00.000Z', '2026-07-03T23:00:00.000Z', '2026-07-04T23:00:00.000Z', '2026-07-05T23:00:00.000Z'],
    );
  });

  it('answers slices that satisfy the shared schema, with min ≤ max', async () => {
    for (const range of ['24HR', '5D'] as const) {
      const slices: WeatherSlice[] = await provider.forecast({ ...SAFFRON_WALDEN, range, now: new Date('2026-10-05T06:00:00Z') });
      for (const slice of slices) {
        weatherSliceSchema.parse(slice);
        assert.ok(slice.minimumTemperature <= slice.maximumTemperature);
      }
    }
  });

  it('keeps UK January maxima mostly between −5 and 12 °C', async () => {
    const maxima = await maximaIn(0);
    assert.ok(share(maxima, (t) => t >= -5 && t <= 12) >= 0.9, `January maxima ${Math.min(...maxima)}..${Math.max(...maxima)}`);
  });

  it('keeps UK July maxima mostly between 12 and 30 °C', async () => {
    const maxima = await maximaIn(6);
    assert.ok(share(maxima, (t) => t >= 12 && t <= 30) >= 0.9, `July maxima ${Math.min(...maxima)}..${Math.max(...maxima)}`);
  });

  it('makes July clearly warmer than January, in the soil too', async () => {
    const january = await provider.forecast({ ...SAFFRON_WALDEN, range: '5D', now: new Date('2026-01-12T09:00:00Z') });
    const july = await provider.forecast({ ...SAFFRON_WALDEN, range: '5D', now: new Date('2026-07-12T09:00:00Z') });
    const mean = (slices: WeatherSlice[], pick: (s: WeatherSlice) => number) => slices.reduce((t, s) => t + pick(s), 0) / slices.length;
    assert.ok(mean(july, (s) => s.maximumTemperature) - mean(january, (s) => s.maximumTemperature) > 8);
    assert.ok(mean(july, (s) => s.soilTemperature) - mean(january, (s) => s.soilTemperature) > 8);
  });

  it('keeps wind, rain, cloud and soil moisture in plausible ranges all year', async () => {
    for (let month = 0; month < 12; month++) {
      const slices = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date(Date.UTC(2026, month, 15, 8)) });
      for (const s of slices) {
        assert.ok(s.windSpeed >= 0 && s.windSpeed < 40, `wind ${s.windSpeed}`);
        assert.ok(s.precipitation >= 0 && s.precipitation < 15, `rain ${s.precipitation}`);
        assert.ok(s.cloudCover >= 0 && s.cloudCover <= 100);
        assert.ok(s.soilMoisture >= 5 && s.soilMoisture <= 50, `soil moisture ${s.soilMoisture}`);
      }
    }
  });
});

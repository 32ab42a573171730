import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aggregateSlices, dominantCode } from './aggregate-slices';
import type { HourlyPoint } from './hourly-point';

const HOUR = 3_600_000;
const start = Date.parse('2026-01-15T00:00:00Z');

function hour(index: number, overrides: Partial<HourlyPoint> = {}): HourlyPoint {
  return {
    time: start + index * HOUR,
    temperature: 5,
    dewPoint: 2,
    precipitation: 0,
    weatherCode: 2,
    cloudCover: 50,
    windSpeed: 10,
    windDirection: 180,
    soilTemperature: 4,
    soilMoisture: 40,
    ...overrides,
  };
}

describe('aggregateSlices', () => {
  it('takes min and max temperature, the rain total and the worst rain of each 3-hour slice', () => {
    const points = Array.from({ length: 48 }, (_, i) => hour(i));
    points[9] = hour(9, { temperature: 1.24, precipitation: 0.4, weatherCode: 61 });
    points[10] = hour(10, { temperature: 7.26, precipitation: 1.2, weatherCode: 65 });
    points[11] = hour(11, { temperature: 3, precipitation: 0.15, weatherCode: 51 });
    const [first] = aggregateSlices(points, '24HR', Date.parse('2026-01-15T09:40:00Z'));
    assert.deepEqual(first, {
      until: '2026-01-15T12:00:00.000Z',
      iconType: 'heavy-rain',
      forecast: 'Heavy rain',
      minimumTemperature: 1.2,
      maximumTemperature: 7.3,
      windSpeed: 10,
      direction: 180,
      precipitation: 1.8,
      soilTemperature: 4,
      soilMoisture: 40,
      cloudCover: 50,
      humidex: first!.humidex,
    });
  });

  it('averages wind direction as vectors, so north-westerly and north-easterly make northerly', () => {
    const points = Array.from({ length: 48 }, (_, i) => hour(i, { windDirection: i % 2 === 0 ? 315 : 45 }));
    points[2] = hour(2, { windDirection: 0 });
    const [first] = aggregateSlices(points, '24HR', start);
    assert.equal(first!.direction, 0);
  });

  it('stops rather than make a slice from too few hours', () => {
    const points = Array.from({ length: 10 }, (_, i) => hour(i));
    assert.equal(aggregateSlices(points, '24HR', start).length, 3);
  });

  it('groups days by UK date, from today, five at most', () => {
    const points = Array.from({ length: 8 * 24 }, (_, i) => hour(i - 24));
    const days = aggregateSlices(points, '5D', Date.parse('2026-01-15T15:00:00Z'));
    assert.equal(days.length, 5);
    assert.equal(days[0]!.until, '2026-01-16T00:00:00.000Z');
    assert.equal(days[4]!.until, '2026-01-20T00:00:00.000Z');
  });

  it('takes the humidex of the muggiest hour', () => {
    const points = Array.from({ length: 3 }, (_, i) => hour(i, { temperature: 30, dewPoint: i === 1 ? 15 : 5 }));
    const [slice] = aggregateSlices(points, '24HR', start);
    assert.equal(Math.round(slice!.humidex), 34);
  });
});

describe('dominantCode', () => {
  it('prefers any precipitation, the heaviest first', () => {
    assert.equal(dominantCode([0, 0, 61, 3, 65, 51]), 65);
  });

  it('otherwise takes the most common sky, so an hour of mist does not make a foggy day', () => {
    assert.equal(dominantCode([45, 1, 1, 1, 2, 2]), 1);
    assert.equal(dominantCode([45, 45, 45, 2]), 45);
  });
});

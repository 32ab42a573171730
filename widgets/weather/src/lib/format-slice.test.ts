import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compassAbbreviation, compassPoint, formatSliceDay, formatSliceTime, formatTemperature, roundTemperature } from './format-slice';

describe('slice formatting', () => {
  it('rounds temperatures to whole degrees, never writing −0', () => {
    assert.deepEqual([3.5, 3.49, -0.4, -2.5, -2.6, 19.99].map(roundTemperature), [4, 3, 0, -2, -3, 20]);
    assert.equal(formatTemperature(-0.3), '0°C');
    assert.equal(formatTemperature(12.6), '13°C');
  });

  it('writes the 24-hour view as day and H:mm in UK time, GMT and BST alike', () => {
    assert.equal(formatSliceTime('2026-01-15T09:00:00.000Z'), 'Thu 9:00');
    assert.equal(formatSliceTime('2026-01-15T15:00:00.000Z'), 'Thu 15:00');
    assert.equal(formatSliceTime('2026-07-01T23:00:00.000Z'), 'Thu 0:00');
    assert.equal(formatSliceTime('2026-07-01T13:00:00.000Z'), 'Wed 14:00');
  });

  it('names the day a daily slice covers, not the midnight it ends at', () => {
    assert.deepEqual(formatSliceDay('2026-01-16T00:00:00.000Z'), { weekday: 'Thursday', date: '15 Jan' });
    assert.deepEqual(formatSliceDay('2026-07-01T23:00:00.000Z'), { weekday: 'Wednesday', date: '1 Jul' });
  });

  it('names where the wind comes from on a 16-point compass', () => {
    assert.equal(compassPoint(225), 'south-west');
    assert.equal(compassPoint(359), 'north');
    assert.equal(compassPoint(80), 'east');
    assert.equal(compassAbbreviation(200), 'SSW');
  });
});

import { configureEmbed } from '@farm/core';
import { http } from 'msw';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ok } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-node';
import { weather } from '../mocks/weather-fixtures';
import { getWeather, weatherQuery } from './get-weather';

const g = globalThis as unknown as { window?: unknown };

describe('the weather embedded on a partner page', () => {
  const api = mockApi(http.get('https://portal.example/api/public/weather', () => ok({ weather: weather() })));
  before(() => {
    g.window = { location: { origin: 'https://partner.example' } };
    configureEmbed('https://portal.example/embed/farm-weather.js?v=1');
  });
  after(() => delete g.window);

  it('load the weather from the public endpoint with the partner key', async () => {
    await getWeather('cb21 5xe', '24HR', { partnerKey: 'key-1' });
    const [call] = await api.requests.all();
    assert.equal(call!.url.href, 'https://portal.example/api/public/weather?location=cb21+5xe&range=24HR');
    assert.equal(call!.headers.get('X-Partner-Key'), 'key-1');
  });

  it('never share a cached forecast between elements with different keys', () => {
    const first = weatherQuery('cb21 5xe', '24HR', { partnerKey: 'key-1' }).queryKey;
    const sameKey = weatherQuery('CB21 5XE', '24HR', { partnerKey: 'key-1' }).queryKey;
    const otherKey = weatherQuery('CB21 5XE', '24HR', { partnerKey: 'key-2' }).queryKey;
    assert.deepEqual(first, sameKey);
    assert.notDeepEqual(first, otherKey);
  });
});

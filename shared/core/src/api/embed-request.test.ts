import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiConfig } from './api-config';
import { apiRequest } from './api-request';
import { configureEmbed, isEmbedded } from './embed-config';
import { getWeather } from './weather/get-weather';

const realFetch = globalThis.fetch;
const g = globalThis as unknown as { window?: unknown };
const calls: { url: string; headers: Headers }[] = [];
const weather = {
  location: { postcode: 'CB21 5XE', code: 'CB21', name: 'Linton', precision: 'district', latitude: 52.1, longitude: 0.28 },
  range: '24HR',
  demo: true,
  source: 'demo',
  slices: [],
};

describe('embedded API calls', () => {
  before(() => {
    g.window = { location: { origin: 'https://partner.example' } };
    globalThis.fetch = async (input, init) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ status: 200, data: { weather } }));
    };
    configureEmbed('https://portal.example/embed/farm-weather.js?v=1');
  });
  after(() => {
    globalThis.fetch = realFetch;
    delete g.window;
  });

  it("take the API root from the embed script's origin, with no session", () => {
    assert.equal(isEmbedded(), true);
    assert.equal(apiConfig().apiRoot, 'https://portal.example/api');
    assert.equal(apiConfig().getAccessToken, undefined);
  });

  it("send the element's partner key and honour its api-root", async () => {
    await apiRequest('/public/weather', { partnerKey: 'key-1', apiRoot: 'https://other.example/api' });
    const call = calls.at(-1)!;
    assert.equal(call.url, 'https://other.example/api/public/weather');
    assert.equal(call.headers.get('X-Partner-Key'), 'key-1');
    assert.equal(call.headers.get('Authorization'), null);
  });

  it('load the weather from the public endpoint, per key', async () => {
    await getWeather('cb21 5xe', '24HR', { partnerKey: 'key-1' });
    await getWeather('CB21 5XE', '24HR', { partnerKey: 'key-2' });
    const [first, second] = calls.slice(-2);
    assert.equal(first!.url, 'https://portal.example/api/public/weather?location=cb21+5xe&range=24HR');
    assert.equal(first!.headers.get('X-Partner-Key'), 'key-1');
    assert.equal(second!.headers.get('X-Partner-Key'), 'key-2');
  });
});

import { http } from 'msw';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ok } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-node';
import { apiConfig } from './api-config';
import { apiRequest } from './api-request';
import { configureEmbed, isEmbedded } from './embed-config';

const g = globalThis as unknown as { window?: unknown };

describe('embedded API calls', () => {
  const api = mockApi(http.get('https://other.example/api/public/weather', () => ok({})));
  before(() => {
    g.window = { location: { origin: 'https://partner.example' } };
    configureEmbed('https://portal.example/embed/farm-weather.js?v=1');
  });
  after(() => delete g.window);

  it("take the API root from the embed script's origin, with no session", () => {
    assert.equal(isEmbedded(), true);
    assert.equal(apiConfig().apiRoot, 'https://portal.example/api');
    assert.equal(apiConfig().getAccessToken, undefined);
  });

  it("send the element's partner key and honour its api-root", async () => {
    await apiRequest('/public/weather', { partnerKey: 'key-1', apiRoot: 'https://other.example/api' });
    const [call] = await api.requests.all();
    assert.equal(call!.url.href, 'https://other.example/api/public/weather');
    assert.equal(call!.headers.get('X-Partner-Key'), 'key-1');
    assert.equal(call!.headers.get('Authorization'), null);
  });
});

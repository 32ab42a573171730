import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { embedPricesResponseSchema, PARTNER_ERROR_CODES } from '@farm/core/domain';
import { createTestApp, type TestApp } from '../../testing';
import { createPartner } from '../partners';

const PARTNER_SITE = 'https://www.fenlandgrain.example';
let t: TestApp;
let pricesKey: string;
let weatherOnlyKey: string;

before(async () => {
  t = await createTestApp();
  ({ key: pricesKey } = await createPartner(t.db, { name: 'Fenland Grain', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-prices'] }));
  ({ key: weatherOnlyKey } = await createPartner(t.db, { name: 'Wolds Weather', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-weather'] }));
});
after(() => t.close());

const prices = (query: string, key?: string) =>
  t.app.inject({ url: `/api/public/prices?${query}`, headers: { origin: PARTNER_SITE, ...(key ? { 'x-partner-key': key } : {}) } });

describe('GET /api/public/prices (the partner <farm-prices>)', () => {
  it('answers indicative prices for a commodity near a postcode to an allowed partner, with its CORS header', async () => {
    const response = await prices('commodity=Feed%20Wheat&postcode=CB10%202RL&priceType=XFH', pricesKey);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['access-control-allow-origin'], PARTNER_SITE);
    const body = embedPricesResponseSchema.parse(response.json().data).prices;
    assert.equal(body.commodity, 'Feed Wheat');
    assert.equal(body.postcodeArea, 'CB');
    assert.equal(body.priceType, 'XFH');
    assert.equal(body.rows.length, 8);
  });

  it('refuses a request without a key (401) and a key without the prices widget (403)', async () => {
    const missing = await prices('commodity=Feed%20Wheat&postcode=CB10%202RL');
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().errorCode, PARTNER_ERROR_CODES.keyMissing);
    const weatherOnly = await prices('commodity=Feed%20Wheat&postcode=CB10%202RL', weatherOnlyKey);
    assert.equal(weatherOnly.statusCode, 403);
    assert.equal(weatherOnly.json().errorCode, PARTNER_ERROR_CODES.widgetForbidden);
  });

  it('refuses bad input with 400 and an unknown commodity with 404', async () => {
    assert.equal((await prices('commodity=Feed%20Wheat', pricesKey)).statusCode, 400);
    assert.equal((await prices('commodity=Feed%20Wheat&postcode=CB10%202RL&priceType=CIF', pricesKey)).statusCode, 400);
    const unknown = await prices('commodity=Rye&postcode=CB10%202RL', pricesKey);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().errorCode, 'COMMODITY_NOT_FOUND');
  });
});

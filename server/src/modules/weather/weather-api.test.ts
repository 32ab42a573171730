import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { weatherResponseSchema } from '@farm/area-weather/domain';
import { bearer, testAppFor } from '../../testing';
import { geocodePostcode } from './geocode-postcode';

const t = testAppFor({ token: 'grower@myfarm.example' });

const get = (query: string, headers: Record<string, string> = bearer(t.tokens.token)) => t.app.inject({ url: `/api/weather${query}`, headers });

describe('GET /api/weather', () => {
  it('lets the browser keep a forecast five minutes, then answers 304 while the ETag is current', async () => {
    const first = await get('?location=CB10%202RL&range=5D');
    assert.equal(first.headers['cache-control'], 'private, max-age=300');
    const etag = String(first.headers.etag);
    const again = await get('?location=CB10%202RL&range=5D', { ...bearer(t.tokens.token), 'if-none-match': etag });
    assert.deepEqual([again.statusCode, again.body], [304, '']);
    const elsewhere = await get('?location=YO25%206QT&range=5D', { ...bearer(t.tokens.token), 'if-none-match': etag });
    assert.equal(elsewhere.statusCode, 200, "another postcode's forecast is not the one the browser has");
  });

  it('needs a bearer token', async () => {
    const response = await get('?location=CB10%202RL&range=24HR', {});
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, 'UNAUTHORIZED');
  });

  it('answers the next 24 hours as eight 3-hour slices of demo data by default', async () => {
    const response = await get('?location=CB10%202RL&range=24HR');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.status, 200);
    const { weather } = weatherResponseSchema.parse(body.data);
    assert.equal(weather.range, '24HR');
    assert.equal(weather.demo, true);
    assert.equal(weather.source, 'demo');
    // Where the postcode places it (geocode-postcode.test.ts says where that is).
    assert.deepEqual(weather.location, geocodePostcode('CB10 2RL'));
    assert.equal(weather.slices.length, 8);
    const gaps = weather.slices.slice(1).map((s, i) => Date.parse(s.until) - Date.parse(weather.slices[i]!.until));
    assert.ok(gaps.every((gap) => gap === 3 * 3_600_000));
  });

  it('answers five daily slices for 5D, whatever the case and spacing of the postcode', async () => {
    const response = await get('?location=%20cb74tx%20&range=5D');
    assert.equal(response.statusCode, 200);
    const { weather } = weatherResponseSchema.parse(response.json().data);
    assert.equal(weather.location.name, 'Ely');
    assert.equal(weather.location.postcode, 'CB7 4TX');
    assert.equal(weather.slices.length, 5);
  });

  it('answers a postcode it cannot place with the location error', async () => {
    const response = await get('?location=NOT%20A%20PC&range=24HR');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      status: 400,
      errorCode: 'WEATHER_LOCATION_NOT_FOUND',
      errorMessage: 'We could not find a UK location for "NOT A PC". Please check the postcode and try again.',
    });
  });

  it('refuses a missing location, a missing range or a range it does not know', async () => {
    for (const query of ['?range=24HR', '?location=CB10%202RL', '?location=CB10%202RL&range=7D', '?location=%20%20&range=5D']) {
      const response = await get(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR', query);
    }
  });

  it('refuses an over-long location before geocoding it', async () => {
    const response = await get(`?location=${'A'.repeat(40)}&range=5D`);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
  });
});

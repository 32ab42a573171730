import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailPreferencesBodySchema } from '@farm/core/domain';
import { bearer, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' });

const url = '/api/myuser/email-preferences';
const get = (token: string) => t.app.inject({ url, headers: bearer(token) });
const put = (token: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

const choices = { priceAlerts: false, marketReports: true, accountStatements: false, newsAndOffers: true };

describe('GET /api/myuser/email-preferences', () => {
  it('answers the defaults before the user has saved anything: service e-mails on, marketing off', async () => {
    const response = await get(t.tokens.lead);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(emailPreferencesBodySchema.parse(response.json().data).preferences, {
      priceAlerts: true,
      marketReports: true,
      accountStatements: true,
      newsAndOffers: false,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 401);
  });
});

describe('PUT /api/myuser/email-preferences', () => {
  it('saves the choices for this user only, and saving again replaces them', async () => {
    const saved = await put(t.tokens.grower, { preferences: choices });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json().data.preferences, choices);
    assert.deepEqual((await get(t.tokens.grower)).json().data.preferences, choices);
    assert.equal((await get(t.tokens.lead)).json().data.preferences.newsAndOffers, false);

    const again = { ...choices, priceAlerts: true };
    await put(t.tokens.grower, { preferences: again });
    assert.deepEqual((await get(t.tokens.grower)).json().data.preferences, again);
  });

  it('refuses a body that leaves a topic out or adds an unknown one', async () => {
    const missing = await put(t.tokens.grower, { preferences: { priceAlerts: true } });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errorCode, 'VALIDATION_ERROR');
    const unknown = await put(t.tokens.grower, { preferences: { ...choices, spam: true } });
    assert.equal(unknown.statusCode, 400);
  });
});

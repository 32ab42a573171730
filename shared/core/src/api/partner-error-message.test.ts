import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PARTNER_ERROR_CODES } from '../domain/partner';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { configureEmbed } from './embed-config';
import { partnerErrorMessage } from './partner-error-message';

const refused = (code: string, status = 401) => new ApiError(status, code, 'server text');

describe('partnerErrorMessage', () => {
  it('has one message per refusal, naming the widget', () => {
    const messages = Object.values(PARTNER_ERROR_CODES).map((code) => partnerErrorMessage(refused(code), 'weather'));
    assert.equal(new Set(messages).size, messages.length);
    assert.equal(
      partnerErrorMessage(refused(PARTNER_ERROR_CODES.keyInvalid), 'weather'),
      'This weather widget is not set up for this website. Please check the partner key.',
    );
    assert.match(partnerErrorMessage(refused(PARTNER_ERROR_CODES.keyMissing), 'weather')!, /no partner key/);
    assert.match(partnerErrorMessage(refused(PARTNER_ERROR_CODES.originForbidden, 403), 'weather')!, /not allowed on this website/);
    assert.match(partnerErrorMessage(refused(PARTNER_ERROR_CODES.widgetForbidden, 403), 'weather')!, /does not include the weather widget/);
    assert.match(partnerErrorMessage(refused(PARTNER_ERROR_CODES.rateLimited, 429), 'weather')!, /too many requests/);
  });

  it("leaves other failures to the widget's own catalogue", () => {
    assert.equal(partnerErrorMessage(refused('WEATHER_LOCATION_NOT_FOUND', 400), 'weather'), undefined);
    assert.equal(partnerErrorMessage(new Error('boom'), 'weather'), undefined);
  });

  it('reads a failed fetch as a possibly unregistered website only when embedded', () => {
    const network = new ApiError(-1, NETWORK_ERROR_CODE);
    assert.equal(partnerErrorMessage(network, 'weather'), undefined);
    configureEmbed('https://portal.example/embed/farm-weather.js');
    assert.match(partnerErrorMessage(network, 'weather')!, /could not connect.*registered for your partner key/);
  });
});

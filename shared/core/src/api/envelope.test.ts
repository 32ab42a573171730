import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { envelopeStatus, isErrorEnvelope } from './envelope';

describe('isErrorEnvelope', () => {
  it('accepts status 200 with data', () => {
    assert.equal(isErrorEnvelope({ status: 200, data: {} }), false);
  });
  it('treats a status other than 200 as an error', () => {
    assert.equal(isErrorEnvelope({ status: 403, data: {} }), true);
  });
  it('treats a statusCode other than 200 as an error', () => {
    assert.equal(isErrorEnvelope({ statusCode: 500 }), true);
  });
  it('treats an errorCode or errorMessage as an error even with status 200', () => {
    assert.equal(isErrorEnvelope({ status: 200, errorCode: 'X' }), true);
    assert.equal(isErrorEnvelope({ status: 200, errorMessage: 'broken' }), true);
  });
  it('accepts an envelope that repeats the 2xx HTTP status it came with (201 for something created)', () => {
    assert.equal(isErrorEnvelope({ status: 201, data: {} }, 201), false);
    assert.equal(isErrorEnvelope({ status: 200, data: {} }, 201), false);
  });
  it('treats a 2xx status the HTTP status does not repeat as an error', () => {
    assert.equal(isErrorEnvelope({ status: 201, data: {} }, 200), true);
    assert.equal(isErrorEnvelope({ status: 201, data: {} }), true);
  });
  it('treats an error field as an error even when the status repeats a 201', () => {
    assert.equal(isErrorEnvelope({ status: 201, errorCode: 'X' }, 201), true);
  });
  it('accepts a body with neither status nor error fields', () => {
    assert.equal(isErrorEnvelope({ data: [] }), false);
    assert.equal(isErrorEnvelope(undefined), false);
  });
});

describe('envelopeStatus', () => {
  it('prefers the envelope status over the HTTP status', () => {
    assert.equal(envelopeStatus({ status: 401 }, 200), 401);
  });
  it('falls back to the HTTP status', () => {
    assert.equal(envelopeStatus(undefined, 404), 404);
  });
  it('reports 500 for an error envelope that carries no status on an HTTP 200', () => {
    assert.equal(envelopeStatus({ errorMessage: 'x' }, 200), 500);
  });
  it('never reports a success status for an error', () => {
    assert.equal(envelopeStatus({ status: 201, errorCode: 'X' }, 201), 500);
    assert.equal(envelopeStatus({ status: 201, data: {} }, 200), 500);
  });
});

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
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl } from './request-log';

describe('request log URLs', () => {
  it('hide reset tokens and authorization codes, and keep everything else', () => {
    assert.equal(redactUrl('/oidc/reset-password?token=abc-DEF_123'), '/oidc/reset-password?token=[redacted]');
    assert.equal(redactUrl('/callback?code=xyz&state=s1'), '/callback?code=[redacted]&state=s1');
    assert.equal(redactUrl('/api/weather?location=CB10&range=24HR'), '/api/weather?location=CB10&range=24HR');
  });
});

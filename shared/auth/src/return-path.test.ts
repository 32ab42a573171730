import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { needsRelogin } from './relogin-error';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a portal path with its query', () => {
    assert.equal(safeReturnPath('/dashboard/weather?x=1'), '/dashboard/weather?x=1');
  });
  it('refuses other origins and protocol-relative paths', () => {
    assert.equal(safeReturnPath('https://evil.example/'), '/dashboard');
    assert.equal(safeReturnPath('//evil.example/'), '/dashboard');
    assert.equal(safeReturnPath(undefined), '/dashboard');
  });
  it('sends the root, login and callback paths to the dashboard', () => {
    assert.equal(safeReturnPath('/'), '/dashboard');
    assert.equal(safeReturnPath('/login'), '/dashboard');
    assert.equal(safeReturnPath('/callback?code=1'), '/dashboard');
  });
});

describe('needsRelogin', () => {
  it('is true for invalid grant, login required and a missing refresh token', () => {
    assert.equal(needsRelogin(Object.assign(new Error('x'), { error: 'invalid_grant' })), true);
    assert.equal(needsRelogin(new Error('login_required')), true);
    assert.equal(needsRelogin(new Error('No refresh token')), true);
  });
  it('is false for a network failure', () => {
    assert.equal(needsRelogin(new TypeError('Failed to fetch')), false);
  });
});

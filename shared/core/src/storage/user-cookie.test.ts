import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readUserCookie, sharedCookieDomain, userCookieString } from './user-cookie';

describe('myfarm_user cookie', () => {
  it('lasts 20 days, is lax and is readable back', () => {
    const text = userCookieString({ selectedAccount: 'HAR001', lastAccessedAccount: 'HAR001' }, { hostname: 'localhost', protocol: 'http:' });
    assert.match(text, /Max-Age=1728000/);
    assert.match(text, /SameSite=Lax/);
    assert.doesNotMatch(text, /Domain=/);
    const pair = text.split(';')[0]!;
    assert.deepEqual(readUserCookie(`other=1; ${pair}`), { selectedAccount: 'HAR001', lastAccessedAccount: 'HAR001' });
  });
  it('is shared across subdomains and secure on https', () => {
    const text = userCookieString({ selectedAccount: 'A' }, { hostname: 'portal.myfarm.co.uk', protocol: 'https:' });
    assert.match(text, /Domain=myfarm\.co\.uk/);
    assert.match(text, /Secure/);
  });
  it('picks the registrable domain', () => {
    assert.equal(sharedCookieDomain('app.myfarm.example'), 'myfarm.example');
    assert.equal(sharedCookieDomain('www.supplier.co.uk'), 'supplier.co.uk');
    assert.equal(sharedCookieDomain('127.0.0.1'), undefined);
  });
  it('reads a missing or corrupt cookie as empty', () => {
    assert.deepEqual(readUserCookie(''), {});
    assert.deepEqual(readUserCookie('myfarm_user=%7Bbroken'), {});
  });
});

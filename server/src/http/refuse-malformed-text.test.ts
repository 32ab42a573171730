import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, CookieJar, createTestApp, openLoginPage, pkcePair, postLogin, signIn, tokenRequest, type TestApp } from '../testing';
import { MALFORMED_TEXT_MESSAGE } from './malformed-text';

// The requests the issue saw answer 500: each is now refused at the edge with 400, in the shape its caller reads.
let t: TestApp;
let grower: string;
let staff: string;
before(async () => {
  t = await createTestApp();
  [grower, staff] = (await Promise.all(['grower@myfarm.example', 'staff@myfarm.example'].map(async (email) => (await signIn(t.app, email)).accessToken))) as [
    string,
    string,
  ];
});
after(() => t.close());

const refusedEnvelope = { status: 400, errorCode: 'INVALID_CHARACTERS', errorMessage: MALFORMED_TEXT_MESSAGE };

describe('NUL characters and lone surrogates', () => {
  it('are refused with an OAuth error by the token and revocation endpoints', async () => {
    const forms: Record<string, string>[] = [
      { grant_type: 'authorization_code', code: '\u0000' },
      { grant_type: 'refresh_token', refresh_token: '\u0000' },
    ];
    for (const form of forms) {
      const response = await tokenRequest(t.app, form);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { error: 'invalid_request', error_description: MALFORMED_TEXT_MESSAGE });
    }
    const revocation = await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=myfarm-portal&token=%00',
    });
    assert.equal(revocation.statusCode, 400);
    assert.equal(revocation.json().error, 'invalid_request');
  });

  it('still let the provider answer well-formed requests itself', async () => {
    const response = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: 'no-such-token' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_grant');
  });

  it('are refused on the login form with a page, and sign nobody in', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'nul');
    const response = await postLogin(t.app, jar, action!, 'grower@myfarm.example\u0000', 'myfarm-demo');
    assert.equal(response.statusCode, 400);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.match(response.body, /cannot be accepted/);
  });

  it('are refused with the API envelope in JSON bodies, query strings and path parameters', async () => {
    const auditlog = {
      status: 'success',
      appname: 'Crop\u0000Marketing',
      sessionid: null,
      exception: null,
      username: 'x',
      loglevel: 'info',
      url: '/',
      message: 'm',
      action: 'route-view',
    };
    const logModel = await t.app.inject({ method: 'POST', url: '/api/logModel', headers: bearer(grower), payload: { data: { auditlog } } });
    assert.deepEqual(logModel.json(), refusedEnvelope);
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/logModel',
      headers: { ...bearer(grower), 'content-type': 'application/json' },
      payload: '{"data":{"auditlog":{"appname":"\\ud800"}}}',
    });
    assert.deepEqual(surrogate.json(), refusedEnvelope);
    const legal = await t.app.inject({
      method: 'PUT',
      url: '/api/content/legal/cookie-policy',
      headers: bearer(staff),
      payload: { title: 'Cookies\u0000', content: '<p>x</p>' },
    });
    assert.deepEqual(legal.json(), refusedEnvelope);
    assert.deepEqual((await t.app.inject({ url: '/api/weather?location=CB10%00&range=24HR', headers: bearer(grower) })).json(), refusedEnvelope);
    assert.deepEqual((await t.app.inject({ url: '/api/users/grower%40myfarm.example%00', headers: bearer(staff) })).json(), refusedEnvelope);
  });

  it('are refused even before sign-in in the address, and a page path never reaches the file system', async () => {
    assert.deepEqual((await t.app.inject({ url: '/api/myuser/accounts?filterBy=%00' })).json(), refusedEnvelope);
    assert.equal((await t.app.inject({ url: '/dashboard/%00' })).statusCode, 400);
    assert.equal((await t.app.inject({ url: '/assets/x%00.js' })).statusCode, 400);
  });
});

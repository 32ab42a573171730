import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditLogBody } from '@farm/core/domain';
import { decodeJwt } from 'jose';
import { bearer, signIn, testAppFor, tokenRequest } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example' });

const entry = (overrides: Partial<AuditLogBody['data']['auditlog']> = {}): AuditLogBody => ({
  data: {
    auditlog: {
      status: 'success',
      appname: 'Crop Marketing',
      sessionid: 'session-1',
      exception: null,
      username: 'grower@myfarm.example',
      loglevel: 'info',
      url: '/dashboard/myc',
      message: 'Viewed /dashboard/myc',
      account: 'HARR0001',
      action: 'route-view',
      ...overrides,
    },
  },
});
const post = (body: unknown, headers: Record<string, string> = bearer(t.tokens.grower)) =>
  t.app.inject({ method: 'POST', url: '/api/logModel', headers, payload: body as object });

describe('POST /api/logModel', () => {
  it('stores the entry with every field of spec 1 §3, the account and the action', async () => {
    const response = await post(entry());
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().status, 201, 'the envelope repeats the HTTP status');
    const row = await t.db.selectFrom('audit_log').selectAll().where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      {
        status: row.status,
        appname: row.appname,
        sessionid: row.sessionid,
        exception: row.exception,
        username: row.username,
        loglevel: row.loglevel,
        url: row.url,
        message: row.message,
        account: row.account_reference,
        action: row.action,
        source: row.source,
      },
      { ...entry().data.auditlog, source: 'client' },
    );
  });

  it('records the signed-in user, whatever username the body claims', async () => {
    const response = await post(entry({ username: 'lead@myfarm.example', action: 'tile-click', sessionid: null }), {
      ...bearer(t.tokens.grower),
      'x-session-id': 'from-header',
    });
    const row = await t.db.selectFrom('audit_log').selectAll().where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    assert.equal(row.username, 'grower@myfarm.example');
    assert.equal(row.sessionid, 'from-header');
  });

  it("refuses an entry about another business's account", async () => {
    const response = await post(entry({ account: 'WHIT0003' }));
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
  });

  it('refuses an entry without a message or action, and a caller without a token', async () => {
    assert.equal((await post(entry({ message: '' }))).statusCode, 400);
    assert.equal((await post({ data: { auditlog: { appname: 'x', message: 'y' } } })).json().errorCode, 'VALIDATION_ERROR');
    assert.equal((await post(entry(), {})).statusCode, 401);
  });
});

describe("the sign-in session's id in audit entries", () => {
  it('is in the ID token as sid, in the access token, and stays the same when the tokens are refreshed', async () => {
    const session = await signIn(t.app, 'lead@myfarm.example');
    const sid = decodeJwt(session.idToken).sid;
    assert.equal(typeof sid, 'string');
    assert.ok((sid as string).length >= 20);
    assert.equal(decodeJwt(session.accessToken).sid, sid);
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: session.refreshToken });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal(decodeJwt(refreshed.json().id_token).sid, sid);
    assert.equal(decodeJwt(refreshed.json().access_token).sid, sid);
    assert.notEqual(decodeJwt((await signIn(t.app, 'lead@myfarm.example')).idToken).sid, sid, 'another sign-in, another session');
  });

  it("fills an entry's session from the access token when the portal sends none, and from the header when it does", async () => {
    const session = await signIn(t.app, 'grower@myfarm.example');
    const sid = decodeJwt(session.idToken).sid;
    const stored = async (response: { json(): { data: { id: string } } }) =>
      (await t.db.selectFrom('audit_log').select('sessionid').where('id', '=', response.json().data.id).executeTakeFirstOrThrow()).sessionid;
    assert.equal(await stored(await post(entry({ sessionid: null }), bearer(session.accessToken))), sid);
    assert.equal(await stored(await post(entry({ sessionid: null }), { ...bearer(session.accessToken), 'x-session-id': String(sid) })), sid);
    // The server's own entries too: a password reset asked for in Settings.
    await t.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(session.accessToken) });
    const reset = await t.db
      .selectFrom('audit_log')
      .select('sessionid')
      .where('action', '=', 'password-reset-requested')
      .where('username', '=', 'grower@myfarm.example')
      .executeTakeFirstOrThrow();
    assert.equal(reset.sessionid, sid);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { viewAsMessages } from '@farm/core/domain';
import { sql } from 'kysely';
import { bearer, countRows, testAppFor } from '../../testing';

const t = testAppFor({ staff: 'staff@myfarm.example', otherStaff: 'shell-staff@myfarm.example', grower: 'grower@myfarm.example' });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, { viewAs, payload }: { viewAs?: string; payload?: object } = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(viewAs ? { 'x-view-as': viewAs } : {}) },
    ...(payload ? { payload } : {}),
  });
const start = async (account: string, token = t.tokens.staff) =>
  (await call('POST', '/staff/view-as', token, { payload: { account } })).json().data.session.id as string;
const auditOf = async (action: string) =>
  t.db.selectFrom('audit_log').select(['username', 'account_reference', 'message', 'created_at']).where('action', '=', action).orderBy('id').execute();

describe('view as customer: the staff routes', () => {
  it('refuses customers (403) and callers without a token (401), and bad input (400)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/staff/accounts?search=harr'],
      ['POST', '/staff/view-as', { account: 'HARR0001' }],
      ['POST', `/staff/view-as/${crypto.randomUUID()}/end`],
      ['GET', '/staff/view-as'],
    ] as const) {
      assert.equal((await call(method, url, t.tokens.grower, { payload })).statusCode, 403, url);
      assert.equal((await call(method, url, null, { payload })).statusCode, 401, url);
    }
    assert.equal((await call('GET', '/staff/accounts?search=h', t.tokens.staff)).statusCode, 400);
    assert.equal((await call('POST', '/staff/view-as', t.tokens.staff, { payload: { account: 'not a ref' } })).statusCode, 400);
    const unknown = await call('POST', '/staff/view-as', t.tokens.staff, { payload: { account: 'NOPE0009' } });
    assert.deepEqual([unknown.statusCode, unknown.json().errorMessage], [404, viewAsMessages.noMatch]);
  });

  it('finds any business by the start of its reference or a part of its name, whether staff belong to it or not', async () => {
    const search = async (text: string) =>
      (await call('GET', `/staff/accounts?search=${encodeURIComponent(text)}`, t.tokens.staff))
        .json()
        .data.accounts.map((a: { reference: string }) => a.reference);
    assert.deepEqual(await search('fene'), ['FENE0002']);
    assert.deepEqual(await search('agriculture'), ['WHIT0003']);
    assert.deepEqual(await search('%%'), [], 'a % is text, not a pattern');
  });
});

describe('view as customer: a session', () => {
  it("shows exactly the lead's view of that one business, audited when it starts", async () => {
    const session = await start('HARR0001');
    const started = (await auditOf('view-as-started')).at(-1)!;
    assert.equal(started.username, 'staff@myfarm.example');
    assert.equal(started.account_reference, 'HARR0001');
    assert.match(started.message, new RegExp(`Harrison Farms Ltd \\(HARR0001\\) read-only, session ${session}`));

    const viewed = (await call('GET', '/myuser/accounts', t.tokens.staff, { viewAs: session })).json().data.accounts;
    const own = (await call('GET', '/myuser/accounts', t.tokens.grower)).json().data.accounts;
    assert.deepEqual(
      own.map((a: { reference: string }) => a.reference),
      ['FENE0002', 'HARR0001'],
    );
    assert.deepEqual(
      viewed,
      own.filter((a: { reference: string }) => a.reference === 'HARR0001'),
      "the lead's own account, tiles and all; not their other business",
    );
    assert.equal((await call('GET', '/accounts/HARR0001/oxbury-profile', t.tokens.staff, { viewAs: session })).statusCode, 200);
    assert.equal((await call('GET', '/accounts/FENE0002/oxbury-profile', t.tokens.staff, { viewAs: session })).statusCode, 403);
    assert.equal(
      (await call('GET', '/accounts/HARR0001/users', t.tokens.staff, { viewAs: session })).json().errorCode,
      'ADMINS_ONLY',
      'staff never administer',
    );
    const startup = (await call('GET', '/myuser/startup', t.tokens.staff, { viewAs: session })).json().data;
    assert.equal(startup.selectedAccount, 'HARR0001');
    assert.equal(startup.user.myUser.email, 'grower@myfarm.example');
  });

  it('refuses every write with 403 while viewing, and changes nothing', async () => {
    const session = await start('HARR0001');
    const before = await countRows(t.db.selectFrom('audit_log'));
    for (const [method, url, payload] of [
      ['PUT', '/myuser/terms', { data: { acceptTerms: true, version: 1 } }],
      ['PUT', '/users/grower@myfarm.example', { lastAccessedAccount: 'HARR0001' }],
      ['POST', '/accounts/HARR0001/standing-offers', {}],
      ['POST', '/accounts/HARR0001/users', {}],
      ['POST', '/logModel', {}],
    ] as const) {
      const response = await call(method, url, t.tokens.staff, { viewAs: session, payload });
      assert.deepEqual(
        [response.statusCode, response.json().errorCode, response.json().errorMessage],
        [403, 'VIEW_AS_READ_ONLY', viewAsMessages.readOnly],
        url,
      );
    }
    assert.equal(await countRows(t.db.selectFrom('audit_log')), before);
  });

  it("refuses a session that is not the caller's, a customer's use of one, and one that ended or is over 8 hours old", async () => {
    const session = await start('WHIT0003');
    const code = async (token: string, id = session) => (await call('GET', '/myuser/accounts', token, { viewAs: id })).json().errorCode;
    assert.equal(await code(t.tokens.otherStaff), 'VIEW_AS_ENDED', "another member of staff's session");
    assert.equal(await code(t.tokens.grower), 'VIEW_AS_STAFF_ONLY');
    assert.equal(await code(t.tokens.staff, 'made-up'), 'VIEW_AS_ENDED');

    const ended = await call('POST', `/staff/view-as/${session}/end`, t.tokens.staff);
    assert.deepEqual(ended.json().data, { ended: true });
    const last = (await auditOf('view-as-ended')).at(-1)!;
    assert.deepEqual([last.username, last.account_reference], ['staff@myfarm.example', 'WHIT0003']);
    assert.equal(await code(t.tokens.staff), 'VIEW_AS_ENDED');
    assert.deepEqual((await call('POST', `/staff/view-as/${session}/end`, t.tokens.staff)).json().data, { ended: false });
    const history = (await call('GET', '/staff/view-as', t.tokens.staff)).json().data.sessions as { id: string; account: string; endedAt: string | null }[];
    assert.deepEqual(history[0]?.id, session, 'the newest first');
    assert.equal(history[0]!.account, 'WHIT0003');
    assert.ok(history[0]!.endedAt);
    assert.deepEqual((await call('GET', '/staff/view-as', t.tokens.otherStaff)).json().data.sessions, [], "only the caller's own");

    const old = await start('WHIT0003');
    await t.db
      .updateTable('view_as_sessions')
      .set({ started_at: sql<Date>`now() - interval '9 hours'` })
      .where('id', '=', old)
      .execute();
    assert.equal(await code(t.tokens.staff, old), 'VIEW_AS_ENDED');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, signIn, type TestApp } from './testing';

// What the busiest requests cost the database, in statements: the server's throughput is bounded by them.
let t: TestApp;
let grower: string;

before(async () => {
  t = await createTestApp({}, { queries: true });
  grower = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
});
after(() => t.close());

/** The statements one request made, after checking it succeeded. */
async function statementsOf(url: string, token?: string): Promise<number> {
  t.queries!.reset();
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return t.queries!.count;
}

describe('what a request costs the database', () => {
  it('GET /healthz costs nothing', async () => {
    for (let i = 0; i < 3; i++) assert.equal(await statementsOf('/healthz'), 0);
  });

  it('GET /readyz probes the database once for every request within its second', async () => {
    t.queries!.reset();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/readyz' })));
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
    assert.equal(t.queries!.count, 1);
  });

  it("looks the token's user up once: later requests with the same token do not", async () => {
    const { accessToken } = await signIn(t.app, 'grower@myfarm.example');
    assert.equal(await statementsOf('/api/myuser/accounts', accessToken), 2);
    assert.equal(await statementsOf('/api/myuser/accounts', accessToken), 1);
  });

  it('GET /api/myuser/accounts is one statement, accounts, tiles, toggles and last account together', async () => {
    await statementsOf('/api/myuser/accounts', grower);
    assert.equal(await statementsOf('/api/myuser/accounts', grower), 1);
    assert.equal(await statementsOf('/api/myuser/accounts?filterBy=lastAccessedAccount=true', grower), 1);
  });

  it('GET /api/myuser/accounts/:id is the membership check and one statement', async () => {
    await statementsOf('/api/myuser/accounts', grower);
    assert.equal(await statementsOf('/api/myuser/accounts/FENE0002', grower), 2);
  });
});

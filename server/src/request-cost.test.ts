import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearer, signIn, testAppFor } from './testing';

// What the busiest requests cost the database, in statements: the server's throughput is bounded by them.
const t = testAppFor({ grower: 'grower@myfarm.example' }, {}, { queries: true });

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
    const { accessToken } = await signIn(t.app, 'lead@myfarm.example');
    t.queries!.reset();
    await t.app.inject({ url: '/api/myuser/features', headers: bearer(accessToken) });
    const first = t.queries!.count;
    // The first also read the user and the revoked grants (issue 27 §6), read again once the sign-in wrote to users.
    assert.equal(await statementsOf('/api/myuser/features', accessToken), first - 2);
  });

  it('GET /api/myuser/accounts: one statement (accounts, tiles, toggles and last account together), then none while they do not change', async () => {
    const { accessToken } = await signIn(t.app, 'admin@myfarm.example');
    await statementsOf('/api/user', accessToken);
    assert.equal(await statementsOf('/api/myuser/accounts', accessToken), 1);
    assert.equal(await statementsOf('/api/myuser/accounts', accessToken), 0);
    assert.equal(await statementsOf('/api/myuser/accounts?filterBy=lastAccessedAccount=true', accessToken), 0);
  });

  it("reads the accounts again after a write to one of their tables, this instance's at once", async () => {
    await statementsOf('/api/myuser/accounts', t.tokens.grower);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/grower@myfarm.example',
      headers: bearer(t.tokens.grower),
      payload: { lastAccessedAccount: 'FENE0002' },
    });
    assert.equal(put.statusCode, 200);
    // The accounts, and the revoked grants (issue 27 §6), which any write to the watched tables has every instance read again.
    assert.equal(await statementsOf('/api/myuser/accounts', t.tokens.grower), 2);
    assert.equal(await statementsOf('/api/myuser/accounts', t.tokens.grower), 0);
  });

  it("reads them again once data_version shows another writer's change (another instance, npm run users)", async () => {
    await statementsOf('/api/myuser/accounts', t.tokens.grower);
    // Not through the app: as another process would, so only the trigger's counter tells this instance.
    await t.db.updateTable('tiles').set({ text: 'Crop Marketing' }).where('reference', '=', 'mycropmarketing').execute();
    assert.equal(await statementsOf('/api/myuser/accounts', t.tokens.grower), 0, 'unseen until the next poll');
    await t.app.farm.dataChanges.poll();
    assert.equal(await statementsOf('/api/myuser/accounts', t.tokens.grower), 2, 'the accounts and the revoked grants');
  });

  it('GET /api/myuser/accounts/:id is the membership check alone, once the onboarding state is held', async () => {
    await statementsOf('/api/myuser/accounts', t.tokens.grower);
    // The first gated request reads whether the user has activated and accepted the terms (issue 27 §3).
    assert.equal(await statementsOf('/api/myuser/accounts/FENE0002', t.tokens.grower), 2);
    assert.equal(await statementsOf('/api/myuser/accounts/FENE0002', t.tokens.grower), 1);
  });
});

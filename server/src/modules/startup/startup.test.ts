import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startupSchema } from '@farm/core/domain';
import { bearer, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example', newUser: 'newuser@myfarm.example' });

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const startup = async (query = '') => {
  const response = await get(`/api/myuser/startup${query}`, t.tokens.grower);
  assert.equal(response.statusCode, 200);
  return startupSchema.parse(response.json().data);
};

describe('GET /api/myuser/startup', () => {
  it('answers in one call what /user, /myuser/accounts, /myuser/features, the downtime and the release notes answer', async () => {
    const data = await startup();
    const separately = async (url: string) => (await get(url, t.tokens.grower)).json().data;
    assert.deepEqual(data.user, await separately('/api/user'));
    assert.deepEqual(data.accounts, (await separately('/api/myuser/accounts')).accounts);
    assert.deepEqual(data.toggles, (await separately('/api/myuser/features')).toggles);
    assert.deepEqual(data.downtime, (await separately('/api/content/downtime')).content);
    assert.deepEqual(data.releaseNotes?.notifications, (await separately('/api/content/release-notes?pageSize=5')).notifications);
    assert.deepEqual(data.releaseNotes?.state, (await separately('/api/myuser/release-notes/state')).state);
  });

  it("selects the account the browser asks for when it is one of the user's", async () => {
    assert.equal((await startup('?selectedAccount=FENE0002')).selectedAccount, 'FENE0002');
  });

  it("falls back to the last accessed account for another business's reference, and never lists that business", async () => {
    const data = await startup('?selectedAccount=WHIT0003');
    assert.equal(data.selectedAccount, 'HARR0001');
    assert.ok(data.accounts.every((account) => account.reference !== 'WHIT0003'));
  });

  it('selects the last accessed account when the browser asks for none', async () => {
    assert.equal((await startup()).selectedAccount, 'HARR0001');
  });

  it('answers 400 VALIDATION_ERROR, not a 5xx, for a selectedAccount longer than any reference', async () => {
    const response = await get(`/api/myuser/startup?selectedAccount=${'A'.repeat(65)}`, t.tokens.grower);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
  });

  it('is never cached, because it carries the planned downtime', async () => {
    assert.equal((await get('/api/myuser/startup', t.tokens.grower)).headers['cache-control'], 'no-store');
  });

  it('answers 401 without a token and 403 "No MyFarm configuration" to a user without accounts', async () => {
    assert.equal((await get('/api/myuser/startup')).statusCode, 401);
    const response = await get('/api/myuser/startup', t.tokens.newUser);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'NO_CONFIGURATION');
  });
});

describe('GET /api/myuser/startup when the content cannot be read', () => {
  it('still starts, with the downtime and the release notes null, so the shell can say the downtime failed', async () => {
    // A real failure of the content reads: their tables are briefly out of the way in this file's own database.
    await t.db.schema.alterTable('release_notes').renameTo('release_notes_away').execute();
    await t.db.schema.alterTable('app_downtimes').renameTo('app_downtimes_away').execute();
    try {
      const data = await startup();
      assert.equal(data.downtime, null);
      assert.equal(data.releaseNotes, null);
      assert.equal(data.accounts.length, 2);
    } finally {
      await t.db.schema.alterTable('release_notes_away').renameTo('release_notes').execute();
      await t.db.schema.alterTable('app_downtimes_away').renameTo('app_downtimes').execute();
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../testing';
import { demoFeed } from './demo-feed';

let t: TestApp;
let url: string;
before(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => t?.close());

describe('the demo feed (npm run demo:feed)', () => {
  it("plans a load, then weighs and samples it on its next step, over HTTP as the demo's integration client", async () => {
    const feed = demoFeed({ url });
    const first = await feed.step(new Date('2026-11-30T09:00:00Z'));
    assert.deepEqual(
      first.map((result) => [result.kind, result.externalId, result.result]),
      [['movement', 'DF261130090000', 'created']],
    );
    const second = await feed.step(new Date('2026-11-30T09:03:00Z'));
    assert.deepEqual(
      second.map((result) => [result.kind, result.externalId, result.result]),
      [
        ['movement', 'DF261130090000', 'updated'],
        ['movement', 'DF261130090300', 'created'],
        ['sample', 'SDF261130090000', 'created'],
      ],
    );
    const weighed = await t.db
      .selectFrom('movements')
      .select(['account_reference', 'complete', 'weighbridge', 'sample_id'])
      .where('external_id', '=', 'DF261130090000')
      .executeTakeFirstOrThrow();
    assert.equal(weighed.account_reference, 'HARR0001');
    assert.equal(weighed.complete, true);
    assert.match(weighed.weighbridge!, /^\d{7}$/);
    assert.notEqual(weighed.sample_id, null);
    // Each of the business's users hears of it once: weighed, then sampled.
    const users = await t.db.selectFrom('account_users').select('user_id').where('account_reference', '=', 'HARR0001').execute();
    const entries = await t.db.selectFrom('user_notifications').select('title').where('title', 'like', '%DF261130090000%').execute();
    const count = (title: string) => entries.filter((entry) => entry.title === title).length;
    assert.equal(count('Load DF261130090000 weighed'), users.length);
    assert.equal(count('Load DF261130090000 sampled'), users.length);
    assert.equal(entries.length, 2 * users.length);
  });
});

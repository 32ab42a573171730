import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migratedTestDatabaseFor } from '../testing';
import { countQueries } from '../testing/query-counter';
import { revokedGrants } from './revoked-grants';

const testDb = migratedTestDatabaseFor();

const inAMinute = () => new Date(Date.now() + 60_000);

describe('the revoked grants an instance keeps in memory', () => {
  it('reads the list once per data generation, however many requests ask at once', async () => {
    await testDb.db.insertInto('revoked_grants').values({ grant_id: 'g-1', expires_at: inAMinute() }).execute();
    const counter = countQueries(testDb.db);
    const changes = { generation: () => 1 };
    const revoked = revokedGrants(counter.db, changes);
    const answers = await Promise.all(['g-1', 'g-2', 'g-1', 'g-3'].map((id) => revoked.has(id)));
    assert.deepEqual(answers, [true, false, true, false]);
    assert.equal(await revoked.has('g-1'), true);
    assert.equal(counter.count, 1);
  });

  it('sees a revocation once the generation moves, and forgets entries whose tokens have expired', async () => {
    let generation = 1;
    const revoked = revokedGrants(testDb.db, { generation: () => generation });
    assert.equal(await revoked.has('g-4'), false);
    await testDb.db.insertInto('revoked_grants').values({ grant_id: 'g-4', expires_at: inAMinute() }).execute();
    await testDb.db
      .insertInto('revoked_grants')
      .values({ grant_id: 'g-5', expires_at: new Date(Date.now() - 1000) })
      .execute();
    assert.equal(await revoked.has('g-4'), false, 'the same generation answers from memory');
    generation = 2;
    assert.equal(await revoked.has('g-4'), true);
    assert.equal(await revoked.has('g-5'), false);
  });
});

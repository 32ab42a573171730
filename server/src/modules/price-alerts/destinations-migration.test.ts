import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { Db } from '../../db';
import { migrations } from '../../db/migrations';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { isConfirmedDestination } from './index';

// Migration 0023 (server/src/db/migrations), tested here because what it must keep is this module's rule.
// A database from before issue 27 §7, with contact preferences in it, migrated: what counts as confirmed.
let testDb: TestDatabase;
let db: Db;
let tom: string;
let ann: string;

before(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before023 = await migrator.migrateTo('0022-invitations');
  assert.equal(before023.error, undefined);
  const user = async (email: string) =>
    (await sql<{ id: string }>`insert into users (email, username, name) values (${email}, ${email}, 'A farmer') returning id`.execute(db)).rows[0]!.id;
  tom = await user('Tom.Grower@Farm.example');
  ann = await user('ann@farm.example');
  await sql`insert into accounts (reference, name, status) values ('OLD00001', 'Old Farm', 'Active')`.execute(db);
  await sql`
    insert into alert_contact_preferences (account_reference, user_id, name, value, is_default)
    values ('OLD00001', ${tom}, 'email', 'tom.grower@farm.example', true),
           ('OLD00001', ${tom}, 'sms', '07700 900123', false),
           ('OLD00001', ${ann}, 'email', 'ann.alerts@farm.example', true)`.execute(db);
  const latest = await migrator.migrateToLatest();
  assert.equal(latest.error, undefined);
});
after(() => testDb.drop());

describe('migration 0023 on a database with alert contacts', () => {
  it("records every user's sign-in e-mail as confirmed, whatever its case", async () => {
    const rows = await db
      .selectFrom('alert_destinations')
      .select(['user_id', 'kind', 'value'])
      .where('confirmed_at', 'is not', null)
      .orderBy('value')
      .execute();
    assert.deepEqual(rows, [
      { user_id: ann, kind: 'email', value: 'ann@farm.example' },
      { user_id: tom, kind: 'email', value: 'tom.grower@farm.example' },
    ]);
    assert.equal(await isConfirmedDestination(db, tom, 'email', 'tom.grower@farm.example'), true);
  });

  it('leaves every other existing destination unconfirmed: no alert is sent there until its owner confirms it', async () => {
    assert.equal(await isConfirmedDestination(db, tom, 'sms', '07700 900123'), false);
    assert.equal(await isConfirmedDestination(db, ann, 'email', 'ann.alerts@farm.example'), false);
    assert.equal(await isConfirmedDestination(db, ann, 'email', 'tom.grower@farm.example'), false, "another user's sign-in e-mail is not hers");
  });

  it('keeps the address confirmed if the sign-in e-mail changes later, and counts the new one too', async () => {
    await db.updateTable('users').set({ email: 'tom@newfarm.example' }).where('id', '=', tom).execute();
    assert.equal(await isConfirmedDestination(db, tom, 'email', 'tom.grower@farm.example'), true);
    assert.equal(await isConfirmedDestination(db, tom, 'email', 'TOM@newfarm.example'), true);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Migrator, sql } from 'kysely';
import { createPgliteDatabase } from './create-database';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

const names = Object.keys(migrations).sort();
const recorded = async (db: Db) => (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name).sort();

let db: Db;
before(async () => {
  db = (await createPgliteDatabase('memory://')).db;
});
after(() => db.destroy());

describe('migrateToLatest', () => {
  it('runs the migrations a database has not had, after ones run before', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    assert.equal((await migrator.migrateTo(names[2]!)).error, undefined);
    assert.deepEqual(await recorded(db), names.slice(0, 3));
    await migrateToLatest(db);
    assert.deepEqual(await recorded(db), names);
  });

  it('leaves an up-to-date database as it is', async () => {
    await migrateToLatest(db);
    assert.deepEqual(await recorded(db), names);
  });

  it('refuses a database that ran a migration this code does not have (a newer version of it)', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', now()::text)`.execute(db);
    await assert.rejects(migrateToLatest(db), /Database migration\s+failed/);
  });
});

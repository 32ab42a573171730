import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db';
import { watchedWrites } from './watched-writes';

// Compiling runs the plugins, and needs no connection: the pool never connects.
const writesSeen = (build: (db: Kysely<Database>) => { compile(): unknown }): number => {
  let writes = 0;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) }).withPlugin(watchedWrites(() => writes++));
  build(db).compile();
  return writes;
};

describe('writes to the tables of cached reads', () => {
  it('are seen for inserts, updates (aliased too) and deletes of a watched table', () => {
    assert.equal(
      writesSeen((db) =>
        db.insertInto('feature_toggles').values({ id: 'x', enabled: true, users: [], groups: [], exclusion_users: [], exclusion_groups: [], updated_by: 'me' }),
      ),
      1,
    );
    assert.equal(
      writesSeen((db) => db.updateTable('users as u').set({ last_accessed_account: 'HARR0001' }).where('u.id', '=', 'id')),
      1,
    );
    assert.equal(
      writesSeen((db) => db.deleteFrom('account_users').where('user_id', '=', 'id')),
      1,
    );
    // The public endpoints hold the partners in memory (issue 27 §1).
    assert.equal(
      writesSeen((db) => db.updateTable('partners').set({ disabled_at: new Date() }).where('name', '=', 'n')),
      1,
    );
  });

  it('are not seen for reads, nor for writes to other tables', () => {
    assert.equal(
      writesSeen((db) => db.selectFrom('accounts').selectAll()),
      0,
    );
    assert.equal(
      writesSeen((db) => db.deleteFrom('failure_counters').where('key', '=', 'k')),
      0,
    );
    assert.equal(
      writesSeen((db) => db.deleteFrom('rate_limit_counters').where('key', '=', 'k')),
      0,
    );
  });
});

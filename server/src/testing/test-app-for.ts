import { after, before } from 'node:test';
import { migrateToLatest } from '../db';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { signIn } from './sign-in';

type Tokens<Users> = { [Name in keyof Users]: string };

/**
 * The test file's app, with an access token for each of its users (signed in through the real OpenID flow, one after
 * another as people would): made in a `before` hook, so once per file (PGlite takes seconds to start), and closed in
 * an `after`. What it returns is filled in by then: call it at the top of the file, and read it in tests and hooks.
 *   const t = testAppFor({ grower: 'grower@myfarm.example' });  ...  bearer(t.tokens.grower)
 */
export function testAppFor<const Users extends Record<string, string>>(
  users: Users,
  ...appArguments: Parameters<typeof createTestApp>
): TestApp & { tokens: Tokens<Users> } {
  const suite = { tokens: {} } as TestApp & { tokens: Tokens<Users> };
  before(async () => {
    Object.assign(suite, await createTestApp(...appArguments));
    for (const [name, email] of Object.entries(users)) suite.tokens[name as keyof Users] = (await signIn(suite.app, email)).accessToken;
  });
  after(() => suite.close());
  return suite;
}

/** The test file's own empty database, migrated to the latest schema in a `before` hook and dropped in an `after`. */
export function migratedTestDatabaseFor(): TestDatabase {
  const suite = {} as TestDatabase;
  before(async () => {
    Object.assign(suite, await createTestDatabase());
    await migrateToLatest(suite.db);
  });
  after(() => suite.drop());
  return suite;
}

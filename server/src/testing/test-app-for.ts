import { after, before } from 'node:test';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { signIn } from './sign-in';

type Tokens<Users> = { [Name in keyof Users]: string };

/** Filled in by a `before` hook: `ready` settles once it is. */
type Prepared<T> = T & { ready: Promise<void> };

/**
 * Registers `make` as a `before` hook of the test file and returns the object it fills. Node 20 starts a file's
 * top-level `before` hooks together rather than one after another, so another top-level hook of the file that
 * uses the object awaits `ready` first; the file's tests always start after every hook has ended.
 */
function preparedBeforeTests<T extends object>(make: () => Promise<T>, close: (made: T) => Promise<void>): Prepared<T> {
  let settle!: (error?: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error))));
  // A failure is the hook's to report; `ready` only passes it on to hooks that wait for it.
  ready.catch(() => undefined);
  const suite = { ready } as Prepared<T>;
  let made: T | undefined;
  before(async () => {
    try {
      made = await make();
      Object.assign(suite, made);
      settle();
    } catch (error) {
      settle(error);
      throw error;
    }
  });
  after(async () => {
    if (made) await close(made);
  });
  return suite;
}

/**
 * The test file's app, with an access token for each of its users (signed in through the real OpenID flow, one after
 * another as people would): made in a `before` hook, so once per file (PGlite takes seconds to start), and closed in
 * an `after`. What it returns is filled in by then: call it at the top of the file, and read it in tests and hooks
 * (a top-level `before` of the file awaits `t.ready` first).
 *   const t = testAppFor({ grower: 'grower@myfarm.example' });  ...  bearer(t.tokens.grower)
 */
export function testAppFor<const Users extends Record<string, string>>(
  users: Users,
  ...appArguments: Parameters<typeof createTestApp>
): Prepared<TestApp & { tokens: Tokens<Users> }> {
  return preparedBeforeTests(
    async () => {
      const app = await createTestApp(...appArguments);
      const tokens: Partial<Tokens<Users>> = {};
      for (const [name, email] of Object.entries(users)) tokens[name as keyof Users] = (await signIn(app.app, email)).accessToken;
      return { ...app, tokens: tokens as Tokens<Users> };
    },
    (made) => made.close(),
  );
}

/** The test file's own empty database, migrated to the latest schema in a `before` hook and dropped in an `after`. */
export function migratedTestDatabaseFor(): Prepared<TestDatabase> {
  return preparedBeforeTests(
    async () => {
      return createTestDatabase('migrated');
    },
    (made) => made.drop(),
  );
}

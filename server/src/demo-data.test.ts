import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_DATABASE, DemoDataError, demoUserEmails, readSetting } from './seeds';
import { DEMO_INTEGRATION_CLIENT, findIntegrationClient } from './modules/integration';
import { DEMO_PARTNER, findPartnerByKey } from './modules/partners';
import { countRows, createTestDatabase, TEST_PUBLIC_URL, type TestDatabase } from './testing';

// One database, started again and again as `npm start` would start it, with the environment of each case.
// Against PostgreSQL (DATABASE_URL set for the tests) each start connects by DATABASE_URL itself, exactly
// like `NODE_ENV=production DATABASE_URL=… npm start`.
let testDb: TestDatabase;
let dataDir: string;
before(async () => {
  testDb = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'farm-demo-'));
});
after(async () => {
  await testDb.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<void> {
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config, testDb.url ? { logger: false } : { db: testDb.db, logger: false });
  await app.close();
}
const count = (table: 'users' | 'partners' | 'accounts' | 'tiles' | 'legal_pages') => countRows(testDb.db.selectFrom(table));
const refused = (pattern: RegExp) => (error: unknown) => error instanceof DemoDataError && pattern.test(error.message);

describe('demo data only where asked for', () => {
  it('a production start with no DEMO_DATA creates no user and no partner, only the starting content', async () => {
    await start({ NODE_ENV: 'production' });
    assert.equal(await count('users'), 0);
    assert.equal(await count('partners'), 0);
    assert.equal(await count('accounts'), 0);
    assert.ok((await count('tiles')) > 0);
    assert.ok((await count('legal_pages')) > 0);
    assert.equal(await readSetting(testDb.db, DEMO_DATABASE), undefined);
    // Starting again changes nothing.
    await start({ NODE_ENV: 'production' });
    assert.equal(await count('users'), 0);
  });

  it('refuses demo data in production unless forced', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }), /NODE_ENV=production/);
  });

  it('DEMO_DATA=on fills a database without users and marks it a demo database, with the demo partner', async () => {
    await start({ DEMO_DATA: 'on', EMBED_DEMO_ORIGINS: 'http://127.0.0.1:9999' });
    const emails = (await testDb.db.selectFrom('users').select('email').execute()).map((row) => row.email).sort();
    assert.deepEqual(emails, [...demoUserEmails].sort(), 'every demo user is listed in demoUserEmails, so a real start finds it');
    assert.ok(await readSetting(testDb.db, DEMO_DATABASE));
    const partner = await findPartnerByKey(testDb.db, DEMO_PARTNER.key);
    assert.deepEqual(partner?.allowed_origins, [TEST_PUBLIC_URL, 'http://127.0.0.1:9999']);
    assert.equal((await findIntegrationClient(testDb.db, DEMO_INTEGRATION_CLIENT.clientId))?.disabledAt, null, "the demo feed's client");
  });

  it("applies the demo partner's origins on every demo start, not only the first", async () => {
    await start({ DEMO_DATA: 'on', EMBED_DEMO_ORIGINS: 'http://127.0.0.1:7777' });
    assert.deepEqual((await findPartnerByKey(testDb.db, DEMO_PARTNER.key))?.allowed_origins, [TEST_PUBLIC_URL, 'http://127.0.0.1:7777']);
    assert.equal(await count('partners'), 1);
  });

  it('refuses to start a demo database without DEMO_DATA, production or not', async () => {
    for (const env of [{}, { NODE_ENV: 'production' }] as Record<string, string>[]) {
      await assert.rejects(start(env), refused(/This is a demo database: its demo users sign in with a published password/));
    }
  });

  it('refuses demo users or the demo partner key in a database not marked as a demo database', async () => {
    await testDb.db.deleteFrom('database_settings').where('key', '=', DEMO_DATABASE).execute();
    await assert.rejects(start({ NODE_ENV: 'production' }), refused(/holds demo users \(activate@myfarm\.example, .* more\) and the demo partner key/));
    await testDb.db.deleteFrom('users').execute();
    await assert.rejects(
      start({ NODE_ENV: 'production' }),
      (error: unknown) => refused(/holds the demo partner key/)(error) && !/demo users/.test(String(error)),
    );
    await testDb.db.deleteFrom('partners').execute();
    await assert.rejects(start({ NODE_ENV: 'production' }), refused(/holds the demo feed's integration client/));
    await testDb.db.updateTable('integration_clients').set({ disabled_at: new Date() }).execute();
  });

  it('marks a database holding only demo users (made by an older server) as a demo database when DEMO_DATA is on', async () => {
    await testDb.db
      .insertInto('users')
      .values({ email: 'grower@myfarm.example', username: 'grower@myfarm.example', name: 'Tom Harrison', password_hash: null })
      .execute();
    await start({ DEMO_DATA: 'on' });
    assert.ok(await readSetting(testDb.db, DEMO_DATABASE));
    assert.equal(await count('users'), 1, 'no demo data is written over it');
  });

  it('refuses DEMO_DATA=on for a database with real users', async () => {
    await testDb.db.deleteFrom('database_settings').where('key', '=', DEMO_DATABASE).execute();
    await testDb.db
      .insertInto('users')
      .values({ email: 'farmer@real.example', username: 'farmer@real.example', name: 'A Farmer', password_hash: null })
      .execute();
    await assert.rejects(start({ DEMO_DATA: 'on' }), refused(/DEMO_DATA is on, but this database already has 1 user\(s\) of its own/));
    assert.equal(await readSetting(testDb.db, DEMO_DATABASE), undefined);
  });
});

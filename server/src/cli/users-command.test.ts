import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { DEMO_DATABASE, readSetting } from '../seeds';
import { DEMO_INTEGRATION_CLIENT, findIntegrationClient, seedDemoIntegrationClient } from '../modules/integration';
import { DEMO_PARTNER, findPartnerByKey } from '../modules/partners';
import { hashRandomSecret } from '../security/random-secret';
import { bearer, createTestDatabase, signIn, TEST_PUBLIC_URL, type TestDatabase } from '../testing';
import { UsageError } from './partners-command';
import { runUsersCommand } from './users-command';

// A real deployment's first day: a database with no demo data, a server on it, and the operator's command line.
let t: TestDatabase;
let config: Config;
let app: FastifyInstance;
let dataDir: string;
before(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'farm-users-'));
  config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATA_DIR: dataDir, STATIC_DIR: dataDir, NODE_ENV: 'production' });
  app = await buildApp(config, { db: t.db, logger: false });
});
after(async () => {
  await app.close();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const lines: string[] = [];
  await runUsersCommand(t.db, config, argv, (line) => lines.push(line));
  return lines;
}
const linkIn = (lines: string[]) => lines.find((line) => line.startsWith(`${TEST_PUBLIC_URL}/oidc/reset-password?token=`))!;
const choosePassword = async (link: string, password: string) => {
  const token = new URL(link).searchParams.get('token')!;
  return app.inject({
    method: 'POST',
    url: '/oidc/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirm: password }).toString(),
  });
};

describe('npm run users', () => {
  const PASSWORD = 'winter wheat harvest 7';
  let firstLink: string;

  it('adds the first lead user of a new business and prints a one-time link for their password', async () => {
    const lines = await run(
      'add-lead',
      '--email',
      ' Sam@Fieldhouse.example ',
      '--name',
      'Sam Fieldhouse',
      '--account',
      'fiel0042',
      '--account-name',
      'Fieldhouse Farms',
      '--postcode',
      'cb10 2rl',
    );
    assert.deepEqual(lines.slice(0, 3), [
      'Business account added: Fieldhouse Farms (FIEL0042)',
      'Lead user added: Sam Fieldhouse <sam@fieldhouse.example>, lead and admin of FIEL0042',
      'One-time link to choose a password (works once, for 24 hours; give it only to this user):',
    ]);
    firstLink = linkIn(lines);
    assert.match(firstLink, /token=[\w-]{43}$/);
    const account = await t.db.selectFrom('accounts').selectAll().where('reference', '=', 'FIEL0042').executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'sam@fieldhouse.example').executeTakeFirstOrThrow();
    assert.equal(account.lead_user_id, user.id);
    assert.equal(account.postcode, 'CB10 2RL');
    assert.equal(user.password_hash, null);
    assert.deepEqual([user.terms_pending, user.activation_pending, user.internal], [true, false, false]);
    const tiles = await t.db.selectFrom('user_tiles').select('tile_reference').where('user_id', '=', user.id).execute();
    assert.equal(
      tiles.length,
      await t.db
        .selectFrom('tiles')
        .select('reference')
        .execute()
        .then((rows) => rows.length),
    );
    const expiry = await t.db.selectFrom('password_reset_requests').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const hours = (new Date(expiry.expires_at).getTime() - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `link lasts ${hours} hours`);
  });

  it('makes a new link on request, and only the newest works', async () => {
    const fresh = linkIn(await run('reset-link', '--email', 'sam@fieldhouse.example'));
    assert.notEqual(fresh, firstLink);
    assert.equal((await choosePassword(firstLink, PASSWORD)).statusCode, 410);
    assert.equal((await choosePassword(fresh, PASSWORD)).statusCode, 200);
  });

  it('lets the lead sign in with the password they chose, into their business and no other', async () => {
    await run('add-lead', '--email', 'other@lead.example', '--name', 'Other Lead', '--account', 'OTHE0001', '--account-name', 'Other Farm');
    const { accessToken } = await signIn(app, 'sam@fieldhouse.example', PASSWORD);
    const accounts = await app.inject({ url: '/api/myuser/accounts', headers: bearer(accessToken) });
    assert.deepEqual(
      accounts.json().data.accounts.map((account: { reference: string }) => account.reference),
      ['FIEL0042'],
    );
    assert.equal((await app.inject({ url: '/api/myuser/accounts/OTHE0001', headers: bearer(accessToken) })).statusCode, 403);
    assert.equal((await app.inject({ url: '/api/user', headers: bearer(accessToken) })).json().data.myUser.application.myfarm.acceptTerms, true);
  });

  it('refuses a second lead, an e-mail already in use, a new business without a name and bad input, writing nothing', async () => {
    const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    await assert.rejects(
      run('add-lead', '--email', 'x@y.example', '--name', 'Xavier Y', '--account', 'FIEL0042'),
      /FIEL0042 already has a lead user \(sam@fieldhouse\.example\)/,
    );
    await assert.rejects(run('add-lead', '--email', 'SAM@fieldhouse.example', '--name', 'Sam Again', '--account', 'NEWW0001'), /already has a MyFarm user/);
    await assert.rejects(
      run('add-lead', '--email', 'x@y.example', '--name', 'Xavier Y', '--account', 'NEWW0001'),
      /NEWW0001 does not exist yet: give its name with --account-name/,
    );
    await assert.rejects(run('add-lead', '--email', 'not-an-email', '--name', 'Xavier Y', '--account', 'NEWW0001'), /--email must be an e-mail address/);
    await assert.rejects(run('add-lead', '--email', 'x@y.example', '--name', 'Xav', '--account', 'NEWW0001'), /--name must be at least four characters/);
    await assert.rejects(run('add-lead', '--email', 'x@y.example', '--name', 'Xavier Y', '--account', 'no!'), /Invalid account reference/);
    await assert.rejects(run('reset-link', '--email', 'nobody@y.example'), /No MyFarm user has the e-mail/);
    await assert.rejects(run('rename'), UsageError);
    assert.equal(await users(), before);
    assert.equal(await t.db.selectFrom('accounts').select('reference').where('reference', '=', 'NEWW0001').executeTakeFirst(), undefined);
  });

  it('removes the demo sign-ins a database should not have, and its demo mark', async () => {
    // As an older server left them in every new database.
    await t.db
      .insertInto('users')
      .values({ email: 'grower@myfarm.example', username: 'grower@myfarm.example', name: 'Tom Harrison', password_hash: 'x' })
      .execute();
    await t.db
      .insertInto('partners')
      .values({ name: DEMO_PARTNER.name, key_hash: hashRandomSecret(DEMO_PARTNER.key) })
      .execute();
    await seedDemoIntegrationClient(t.db);
    const lines = await run('remove-demo-data');
    assert.deepEqual(lines, [
      'Removed 1 demo user(s): grower@myfarm.example',
      'Removed the demo partner and its published key.',
      "Disabled the demo feed's integration client, whose secret is published.",
    ]);
    assert.notEqual((await findIntegrationClient(t.db, DEMO_INTEGRATION_CLIENT.clientId))?.disabledAt, null);
    assert.equal(await findPartnerByKey(t.db, DEMO_PARTNER.key), undefined);
    assert.equal(await readSetting(t.db, DEMO_DATABASE), undefined);
    assert.ok(await t.db.selectFrom('users').select('id').where('email', '=', 'sam@fieldhouse.example').executeTakeFirst(), 'real users stay');
  });
});

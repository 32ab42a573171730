import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountUserMessages as messages, type AccountUser, type AddAccountUser, type UpdateAccountUser } from '@farm/core/domain';
import { createMailer, INVITATION_SUBJECT, type Mailer } from '../../mail';
import { bearer, createTestApp, readOutbox, signIn, type TestApp } from '../../testing';

const WHIT = 'WHIT0003';
const emails = {
  user: 'manager@myfarm.example',
  admin: 'admin@myfarm.example',
  lead: 'lead@myfarm.example',
  staff: 'staff@myfarm.example',
  other: 'grower@myfarm.example',
} as const;
type Caller = keyof typeof emails;

let t: TestApp;
const tokens = {} as Record<Caller, string>;

before(async () => {
  // E-mails to an undeliverable address fail, as SMTP would; the rest go to the test's outbox folder.
  const mailer: Mailer = {
    send: async (mail) => {
      if (mail.to.startsWith('undeliverable')) throw new Error('550 mailbox unavailable');
      await createMailer(t.config.mail).send(mail);
    },
  };
  t = await createTestApp({}, { mailer });
  for (const caller of Object.keys(emails) as Caller[]) tokens[caller] = (await signIn(t.app, emails[caller])).accessToken;
});
after(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/accounts/${WHIT}${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const list = async (token = tokens.lead): Promise<AccountUser[]> => (await call('GET', '/users', token)).json().data.users;
const userOf = async (email: string) => (await list()).find((user) => user.email === email)!;
const noTiles = { mycropmarketing: 'disable', mysoyl: 'disable', myaccount: 'disable', greenlight: 'disable', oxbury: 'disable', mymarkets: 'disable', yagro: 'disable' } as const;
const newUser = (email: string, change: Partial<AddAccountUser> = {}): AddAccountUser => ({
  email,
  name: 'Alex Turner',
  contactNumber: '01799 123 456',
  role: 'User',
  tiles: { ...noTiles, myaccount: 'enable' },
  ...change,
});
const editOf = (user: AccountUser, change: Partial<UpdateAccountUser> = {}): UpdateAccountUser => ({
  version: user.version,
  username: user.username,
  role: user.role === 'Admin' ? 'Admin' : 'User',
  tiles: user.tiles,
  ...change,
});
/** What administration can change on the business: memberships, roles, versions, tiles, and the users' names. */
const snapshot = async () =>
  JSON.stringify([
    await t.db.selectFrom('account_users').selectAll().where('account_reference', '=', WHIT).orderBy('user_id').execute(),
    await t.db.selectFrom('user_tiles').selectAll().where('account_reference', '=', WHIT).orderBy('user_id').orderBy('tile_reference').execute(),
    await t.db.selectFrom('users').select(['id', 'email', 'username']).orderBy('id').execute(),
  ]);
const auditActions = async (action: string) =>
  (await t.db.selectFrom('audit_log').select('message').where('action', '=', action).where('account_reference', '=', WHIT).execute()).map((row) => row.message);

describe('account users: who may call what (the matrix)', () => {
  const allowed: Caller[] = ['admin', 'lead'];

  for (const caller of ['user', 'staff', 'other', 'admin', 'lead'] as Caller[]) {
    it(`${caller}: ${allowed.includes(caller) ? 'every admin route works' : 'every admin route is refused with 403 and changes nothing'}`, async () => {
      const token = tokens[caller];
      const office = await userOf('office@myfarm.example');
      const invitee = `${caller}-invitee@farm.example`;
      const before = await snapshot();
      const statuses = {
        list: (await call('GET', '/users', token)).statusCode,
        check: (await call('GET', `/users/email-check?email=${invitee}`, token)).statusCode,
        add: (await call('POST', '/users', token, newUser(invitee))).statusCode,
        update: (await call('PUT', `/users/${office.id}`, token, editOf(office, { role: office.role === 'Admin' ? 'User' : 'Admin' }))).statusCode,
        remove: 0,
      };
      const added = (await list()).find((user) => user.email === invitee);
      statuses.remove = (await call('DELETE', `/users/${added?.id ?? office.id}?version=${added?.version ?? office.version}`, token)).statusCode;

      if (allowed.includes(caller)) {
        assert.deepEqual(statuses, { list: 200, check: 200, add: 201, update: 200, remove: 200 });
        assert.equal((await list()).some((user) => user.email === invitee), false, 'the removed invitee is gone');
      } else {
        assert.deepEqual(statuses, { list: 403, check: 403, add: 403, update: 403, remove: 403 });
        assert.equal(await snapshot(), before, 'nothing changed');
      }
    });
  }

  it('without a token every admin route is refused with 401', async () => {
    const office = await userOf('office@myfarm.example');
    for (const [method, path, body] of [
      ['GET', '/users'],
      ['GET', '/users/email-check?email=a@b.example'],
      ['POST', '/users', newUser('nobody@farm.example')],
      ['PUT', `/users/${office.id}`, editOf(office)],
      ['DELETE', `/users/${office.id}?version=${office.version}`],
    ] as const) {
      assert.equal((await call(method, path, null, body)).statusCode, 401, `${method} ${path}`);
    }
  });

  it("refuses a non-admin's and staff's calls with the admins-only message", async () => {
    for (const caller of ['user', 'staff'] as const) {
      const response = await call('GET', '/users', tokens[caller]);
      assert.equal(response.json().errorCode, 'ADMINS_ONLY');
      assert.equal(response.json().errorMessage, messages.adminsOnly);
    }
  });
});

describe('account users: the list', () => {
  it('lists the lead first, hides staff, and shows each role and administrable tile', async () => {
    const users = await list();
    assert.equal(users[0]!.email, emails.lead);
    assert.equal(users[0]!.role, 'Lead');
    assert.equal(users.some((user) => user.email === emails.staff), false, 'staff are hidden');
    const manager = users.find((user) => user.email === emails.user)!;
    assert.equal(manager.role, 'User');
    assert.deepEqual(manager.tiles, { mycropmarketing: 'enable', mysoyl: 'enable', myaccount: 'disable', greenlight: 'enable', oxbury: 'disable', mymarkets: 'enable', yagro: 'lock' });
    assert.equal(users.find((user) => user.email === emails.admin)!.role, 'Admin');
    assert.equal(users.filter((user) => user.isYou).map((user) => user.email).join(), emails.lead);
    assert.ok(users[0]!.lastSignIn, 'the lead signed in for this test');
  });

  it('checks an e-mail: new, an existing MyFarm user, or on this business already (staff count as there)', async () => {
    const status = async (email: string) => (await call('GET', `/users/email-check?email=${encodeURIComponent(email)}`, tokens.lead)).json().data.status;
    assert.equal(await status('Someone.New@Farm.example'), 'new');
    assert.equal(await status('GROWER@myfarm.example'), 'existing');
    assert.equal(await status(emails.user), 'on-account');
    assert.equal(await status(emails.staff), 'on-account');
    const bad = await call('GET', '/users/email-check?email=not-an-email', tokens.lead);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errorMessage, `querystring.email: ${messages.emailInvalid}`);
  });
});

describe('account users: adding', () => {
  it('refuses each bad field with its spec message and adds nobody', async () => {
    const before = await snapshot();
    const cases: [Partial<AddAccountUser>, string][] = [
      [{ email: '' }, messages.emailRequired],
      [{ email: 'not-an-email' }, messages.emailInvalid],
      [{ name: '' }, messages.nameRequired],
      [{ name: 'Al' }, messages.nameShort],
      [{ contactNumber: '' }, messages.contactRequired],
      [{ contactNumber: '01799 123' }, messages.contactShort],
      [{ contactNumber: '91799 123 456' }, messages.contactInvalid],
      [{ contactNumber: '01799 123 4567' }, messages.contactInvalid],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', '/users', tokens.lead, newUser('valid@farm.example', change));
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().errorMessage, `body.${Object.keys(change)[0]}: ${message}`, JSON.stringify(change));
    }
    assert.equal((await call('POST', '/users', tokens.lead, { ...newUser('valid@farm.example'), role: 'Lead' })).statusCode, 400, 'nobody is made Lead');
    assert.equal(await snapshot(), before);
  });

  it('invites a new user: lowercased, with the tiles set, an invitation e-mail with a link and code, and audit entries', async () => {
    const response = await call('POST', '/users', tokens.lead, newUser('New.Hand@Farm.example', { role: 'Admin' }));
    assert.equal(response.statusCode, 201);
    const { user, invited } = response.json().data as { user: AccountUser; invited: boolean };
    assert.equal(invited, true);
    assert.equal(user.email, 'new.hand@farm.example');
    assert.equal(user.role, 'Admin');
    assert.equal(user.contactNumber, '01799123456');
    assert.equal(user.invitationPending, true);
    assert.deepEqual(user.tiles, { ...noTiles, myaccount: 'enable' });
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to.includes('new.hand@farm.example'))!;
    assert.equal(mail.subject, INVITATION_SUBJECT);
    assert.match(mail.text, /Sarah Whitfield has invited you to Whitfield Agriculture on MyFarm/);
    assert.match(mail.text, /http:\/\/localhost:8080\/oidc\/reset-password\?token=[\w-]{43}/);
    assert.match(mail.text, /activation code, enter: [A-HJ-NP-Z2-9]{10}/);
    assert.deepEqual(
      (await auditActions('admin-user-added')).filter((message) => message.includes('new.hand')),
      ['New user new.hand@farm.example added to WHIT0003 as Admin'],
    );
  });

  it('adds an existing MyFarm user without an invitation, and says 409 when they are on the business already', async () => {
    const outboxBefore = (await readOutbox(t.config.mail.outboxDir)).length;
    const response = await call('POST', '/users', tokens.admin, newUser('Grower@myfarm.example'));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().data.invited, false);
    assert.equal(response.json().data.user.name, 'Tom Harrison', 'their own name, not the one typed');
    assert.equal((await readOutbox(t.config.mail.outboxDir)).length, outboxBefore, 'no e-mail');
    assert.equal((await auditActions('admin-existing-user-added')).filter((m) => m.includes('grower@myfarm.example')).length, 1);

    const again = await call('POST', '/users', tokens.admin, newUser('grower@myfarm.example'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().errorMessage, messages.userExists);
    const staff = await call('POST', '/users', tokens.admin, newUser(emails.staff));
    assert.equal(staff.statusCode, 409);
    const grower = await userOf('grower@myfarm.example');
    assert.equal((await call('DELETE', `/users/${grower.id}?version=${grower.version}`, tokens.lead)).statusCode, 200);
  });

  it('adds nobody when the invitation cannot be sent: the user, membership and audit entry roll back', async () => {
    const before = await snapshot();
    const response = await call('POST', '/users', tokens.lead, newUser('undeliverable@farm.example'));
    assert.equal(response.statusCode, 500);
    assert.equal(await snapshot(), before);
    assert.equal((await auditActions('admin-user-added')).some((m) => m.includes('undeliverable')), false);
  });

  it("keeps an admin to the lead's access: no Farm Management, nothing above the lead's tile", async () => {
    const greenlight = await call('POST', '/users', tokens.admin, newUser('fm@farm.example', { tiles: { ...noTiles, greenlight: 'lock' } }));
    assert.equal(greenlight.statusCode, 403);
    assert.equal(greenlight.json().errorMessage, 'Sorry you cannot change Farm Management permissions for this user.');
    await setLeadTile('oxbury', true, true);
    try {
      const above = await call('POST', '/users', tokens.lead, newUser('ox@farm.example', { tiles: { ...noTiles, oxbury: 'enable' } }));
      assert.equal(above.statusCode, 403);
      assert.equal(above.json().errorMessage, messages.tileAboveLead('Oxbury'));
      assert.equal((await call('POST', '/users', tokens.lead, newUser('ox@farm.example', { tiles: { ...noTiles, oxbury: 'lock' } }))).statusCode, 201);
    } finally {
      await setLeadTile('oxbury', true, false);
    }
  });
});

/** Sets the lead's own access to a tile, as staff would, to try the rules against a lead with less. */
async function setLeadTile(tile: string, visible: boolean, locked: boolean) {
  const lead = await t.db.selectFrom('users').select('id').where('email', '=', emails.lead).executeTakeFirstOrThrow();
  await t.db.updateTable('user_tiles').set({ visible, locked }).where('account_reference', '=', WHIT).where('user_id', '=', lead.id).where('tile_reference', '=', tile).execute();
}

describe('account users: editing and removing', () => {
  it('refuses to edit or remove the lead, and anyone editing or removing themself', async () => {
    const before = await snapshot();
    const lead = await userOf(emails.lead);
    const admin = await userOf(emails.admin);
    for (const [token, target, code, message] of [
      [tokens.admin, lead, 'LEAD_NOT_EDITABLE', messages.leadNotEditable],
      [tokens.admin, admin, 'NOT_YOURSELF', messages.notYourself],
      [tokens.lead, lead, 'NOT_YOURSELF', messages.notYourself],
    ] as const) {
      for (const response of [await call('PUT', `/users/${target.id}`, token, editOf(target)), await call('DELETE', `/users/${target.id}?version=${target.version}`, token)]) {
        assert.equal(response.statusCode, 403);
        assert.deepEqual([response.json().errorCode, response.json().errorMessage], [code, message]);
      }
    }
    assert.equal(await snapshot(), before);
  });

  it("lets only the lead change Farm Management, and nobody set a tile above the lead's", async () => {
    const manager = await userOf(emails.user);
    const byAdmin = await call('PUT', `/users/${manager.id}`, tokens.admin, editOf(manager, { tiles: { ...manager.tiles, greenlight: 'lock' } }));
    assert.equal(byAdmin.statusCode, 403);
    assert.equal(byAdmin.json().errorCode, 'LEAD_ONLY_TILE');
    const byLead = await call('PUT', `/users/${manager.id}`, tokens.lead, editOf(manager, { tiles: { ...manager.tiles, greenlight: 'lock' } }));
    assert.equal(byLead.statusCode, 200);
    assert.equal(byLead.json().data.user.tiles.greenlight, 'lock');

    await setLeadTile('yagro', false, false);
    try {
      const changed = await userOf(emails.user);
      const response = await call('PUT', `/users/${changed.id}`, tokens.lead, editOf(changed, { tiles: { ...changed.tiles, yagro: 'disable' } }));
      assert.equal(response.statusCode, 403, 'a tile the lead has disabled cannot be changed at all');
      assert.equal(response.json().errorMessage, messages.tileAboveLead('Analytics'));
      const other = await call('PUT', `/users/${changed.id}`, tokens.lead, editOf(changed, { role: 'Admin' }));
      assert.equal(other.statusCode, 200, 'a tile left as it was is not refused');
    } finally {
      await setLeadTile('yagro', true, false);
    }
  });

  it('refuses a save from a stale version with 409 and keeps the first change; of two at once exactly one wins', async () => {
    const office = await userOf('office@myfarm.example');
    const first = await call('PUT', `/users/${office.id}`, tokens.lead, editOf(office, { tiles: { ...office.tiles, mymarkets: 'enable' } }));
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().data.user.version, office.version + 1);
    const second = await call('PUT', `/users/${office.id}`, tokens.admin, editOf(office, { tiles: { ...office.tiles, mysoyl: 'enable' } }));
    assert.equal(second.statusCode, 409);
    assert.deepEqual([second.json().errorCode, second.json().errorMessage], ['STALE_VERSION', messages.staleVersion]);
    const now = await userOf('office@myfarm.example');
    assert.equal(now.tiles.mymarkets, 'enable');
    assert.equal(now.tiles.mysoyl, 'disable');
    assert.equal((await call('DELETE', `/users/${office.id}?version=${office.version}`, tokens.lead)).statusCode, 409, 'a stale delete too');

    const racing = await Promise.all(
      (['lock', 'disable'] as const).map((access) => call('PUT', `/users/${now.id}`, tokens.lead, editOf(now, { tiles: { ...now.tiles, mymarkets: access } }))),
    );
    assert.deepEqual(racing.map((response) => response.statusCode).sort(), [200, 409]);
    const winner = racing.find((response) => response.statusCode === 200)!.json().data.user as AccountUser;
    assert.deepEqual((await userOf('office@myfarm.example')).tiles, winner.tiles);
  });

  it('writes the role change and config update audit entries with the change', async () => {
    const manager = await userOf(emails.user);
    const role = manager.role === 'Admin' ? 'User' : 'Admin';
    const response = await call('PUT', `/users/${manager.id}`, tokens.lead, editOf(manager, { role, tiles: { ...manager.tiles, mysoyl: 'lock' } }));
    assert.equal(response.statusCode, 200);
    assert.ok((await auditActions('admin-role-changed')).includes(`${emails.user} on WHIT0003: role ${manager.role} → ${role}`));
    assert.ok((await auditActions('admin-config-updated')).includes(`${emails.user} on WHIT0003: MySOYL enable → lock`));
  });

  it('changes the username of a user of this business only, and never to one in use', async () => {
    const office = await userOf('office@myfarm.example');
    const taken = await call('PUT', `/users/${office.id}`, tokens.lead, editOf(office, { username: 'Admin@myfarm.example' }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().errorMessage, messages.usernameTaken);
    const renamed = await call('PUT', `/users/${office.id}`, tokens.lead, editOf(office, { username: 'Accounts@WhitfieldAg.example' }));
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json().data.user.username, 'accounts@whitfieldag.example');
    assert.equal(renamed.json().data.user.email, 'accounts@whitfieldag.example');
    const back = renamed.json().data.user as AccountUser;
    assert.equal((await call('PUT', `/users/${back.id}`, tokens.lead, editOf(back, { username: 'office@myfarm.example' }))).statusCode, 200);

    // staff@ is on two businesses: but staff are not listed, so try the grower, added to Whitfield beside Harrison's.
    const grower = (await call('POST', '/users', tokens.lead, newUser(emails.other))).json().data.user as AccountUser;
    const shared = await call('PUT', `/users/${grower.id}`, tokens.lead, editOf(grower, { username: 'tom@harrison.example' }));
    assert.equal(shared.statusCode, 403);
    assert.equal(shared.json().errorMessage, messages.usernameShared);
    assert.equal((await call('DELETE', `/users/${grower.id}?version=${grower.version}`, tokens.lead)).statusCode, 200);
  });

  it('removes a user from the business only, with an audit entry; 404 for someone not on it', async () => {
    const added = (await call('POST', '/users', tokens.lead, newUser('leaver@farm.example'))).json().data.user as AccountUser;
    const removed = await call('DELETE', `/users/${added.id}?version=${added.version}`, tokens.admin);
    assert.equal(removed.statusCode, 200);
    assert.equal((await list()).some((user) => user.id === added.id), false);
    assert.ok(await t.db.selectFrom('users').select('id').where('id', '=', added.id).executeTakeFirst(), 'still a MyFarm user');
    assert.equal((await t.db.selectFrom('user_tiles').select('user_id').where('user_id', '=', added.id).execute()).length, 0, 'their tiles went with it');
    assert.ok((await auditActions('admin-user-deleted')).includes('leaver@farm.example (User) removed from WHIT0003; 0 price alert(s) deleted, 0 open standing offer(s) cancelled'));
    assert.equal((await call('DELETE', `/users/${added.id}?version=1`, tokens.admin)).json().errorCode, 'NOT_ON_ACCOUNT');
    const staff = await t.db.selectFrom('users').select('id').where('email', '=', emails.staff).executeTakeFirstOrThrow();
    assert.equal((await call('PUT', `/users/${staff.id}`, tokens.lead, editOf(await userOf(emails.user)))).statusCode, 404, 'staff cannot be edited by a business');
  });
});

describe('account users: the invitation', () => {
  it('lets the invited user choose a password, sign in, activate with the code, accept the terms and see exactly their tiles', async () => {
    const email = 'invited@farm.example';
    const tiles = { ...noTiles, myaccount: 'enable', mycropmarketing: 'lock' } as const;
    assert.equal((await call('POST', '/users', tokens.lead, newUser(email, { tiles }))).statusCode, 201);
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to.includes(email))!;
    const link = new URL(/http:\/\/\S+reset-password\?token=\S+/.exec(mail.text)![0]);
    const code = /activation code, enter: (\w+)/.exec(mail.text)![1]!;

    const password = 'winter-barley-2026';
    const chosen = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.searchParams.get('token')!, password, confirm: password }).toString(),
    });
    assert.equal(chosen.statusCode, 200);
    const { accessToken } = await signIn(t.app, email, password);
    const me = async () => (await t.app.inject({ url: '/api/user', headers: bearer(accessToken) })).json().data.myUser.application.myfarm;
    assert.deepEqual(await me(), { acceptTerms: true, activate: true });

    const activated = await t.app.inject({ method: 'POST', url: '/api/myuser/activations', headers: bearer(accessToken), payload: { data: { activation: { key: code } } } });
    assert.equal(activated.statusCode, 201);
    const accepted = await t.app.inject({ method: 'PUT', url: '/api/myuser/terms', headers: bearer(accessToken), payload: { data: { acceptTerms: true, version: 1 } } });
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(await me(), { acceptTerms: false, activate: false });

    const accounts = (await t.app.inject({ url: '/api/myuser/accounts', headers: bearer(accessToken) })).json().data.accounts as { reference: string; isAdmin: boolean; tiles: { reference: string; visible: boolean; locked: boolean }[] }[];
    assert.deepEqual(accounts.map((account) => [account.reference, account.isAdmin]), [[WHIT, false]]);
    const access = Object.fromEntries(accounts[0]!.tiles.map((tile) => [tile.reference, tile.visible ? (tile.locked ? 'lock' : 'enable') : 'disable']));
    for (const [tile, state] of Object.entries(tiles)) assert.equal(access[tile], state, tile);
    assert.deepEqual(Object.keys(access).sort(), Object.keys(tiles).sort(), 'exactly the tiles that were set, and no other');
    assert.equal((await userOf(email)).invitationPending, false);
  });
});

describe('account users: removing someone who trades', () => {
  it("deletes their price alerts and cancels their open standing offers on the business", async () => {
    const manager = tokens.user;
    const get = async (url: string) => (await t.app.inject({ url: `/api/accounts/${WHIT}${url}`, headers: bearer(manager) })).json().data;
    const farmAddressId = (await get('/address?addressType=Collection')).addresses[0].addressNumber as number;
    const row = (await get(`/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`)).prices.rows[2] as { sellReference: string; priceCurrentYear: number };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/accounts/${WHIT}${url}`, headers: bearer(manager), payload });
    const alert = await post('/price-alerts', {
      commodityExternalCdkId: 'FW',
      sellReference: row.sellReference,
      farmAddressId,
      priceType: 'XFM',
      notificationType: 'email',
      emailAddress: 'dan@whitfieldag.example',
      smsNumber: '',
      targetPrice: 400,
      floorPrice: 0,
    });
    assert.equal(alert.statusCode, 201, alert.body);
    const expiresOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const offer = await post('/standing-offers', { commodityId: 1, farmAddressId, priceType: 'XFM', sellReference: row.sellReference, loads: 2, varietyList: [101], targetPrice: row.priceCurrentYear + 20, expiresOn });
    assert.equal(offer.statusCode, 201, offer.body);
    const offerId = offer.json().data.offer.id as string;

    const them = await userOf(emails.user);
    assert.equal((await call('DELETE', `/users/${them.id}?version=${them.version}`, tokens.lead)).statusCode, 200);
    assert.equal((await t.db.selectFrom('price_alerts').select('id').where('user_id', '=', them.id).execute()).length, 0);
    assert.equal((await t.db.selectFrom('standing_offers').select('status').where('id', '=', offerId).executeTakeFirstOrThrow()).status, 'Cancelled');
    assert.equal((await t.db.selectFrom('price_watches').select('id').where('offer_id', '=', offerId).execute()).length, 0);
    assert.ok((await auditActions('admin-user-deleted')).includes(`${emails.user} (${them.role}) removed from WHIT0003; 1 price alert(s) deleted, 1 open standing offer(s) cancelled`));
  });
});

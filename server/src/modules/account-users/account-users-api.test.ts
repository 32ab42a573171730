import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountUserMessages as messages, type AddAccountUser } from '@farm/area-account-users/domain';
import { INVITATION_SUBJECT } from '../../mail';
import { bearer, readOutbox, signIn } from '../../testing';
import { accountUsersTestApp, editOf, emails, newUser, noTiles, WHIT, type Caller } from './account-users-test-kit';

// Who may call the admin routes, the list, adding users, and the invitation followed to the new user's tiles.
const app = accountUsersTestApp();
const { tokens, call, list, userOf, snapshot, auditActions, setLeadTile } = app;

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
        assert.equal(
          (await list()).some((user) => user.email === invitee),
          false,
          'the removed invitee is gone',
        );
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
    assert.equal(
      users.some((user) => user.email === emails.staff),
      false,
      'staff are hidden',
    );
    const manager = users.find((user) => user.email === emails.user)!;
    assert.equal(manager.role, 'User');
    assert.deepEqual(manager.tiles, {
      mycropmarketing: 'enable',
      mysoyl: 'enable',
      myaccount: 'disable',
      greenlight: 'enable',
      oxbury: 'disable',
      mymarkets: 'enable',
      yagro: 'lock',
    });
    assert.equal(users.find((user) => user.email === emails.admin)!.role, 'Admin');
    assert.equal(
      users
        .filter((user) => user.isYou)
        .map((user) => user.email)
        .join(),
      emails.lead,
    );
    assert.ok(users[0]!.lastSignIn, 'the lead signed in for this test');
  });

  it('checks an e-mail: on this business already (staff count as there), or one to invite, whether it uses MyFarm elsewhere or not', async () => {
    const status = async (email: string) => (await call('GET', `/users/email-check?email=${encodeURIComponent(email)}`, tokens.lead)).json().data.status;
    assert.equal(await status('Someone.New@Farm.example'), 'can-invite');
    assert.equal(await status('GROWER@myfarm.example'), 'can-invite');
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
    assert.deepEqual(response.json().data, {
      status: 'invitation-sent',
      email: 'new.hand@farm.example',
      name: 'Alex Turner',
      contactNumber: '01799123456',
      role: 'Admin',
      tiles: { ...noTiles, myaccount: 'enable' },
    });
    const user = await userOf('new.hand@farm.example');
    assert.equal(user.role, 'Admin');
    assert.equal(user.contactNumber, '01799123456');
    assert.equal(user.invitationPending, true);
    assert.deepEqual(user.tiles, { ...noTiles, myaccount: 'enable' });
    const mail = (await readOutbox(app.t.config.mail.outboxDir)).find((m) => m.to.includes('new.hand@farm.example'))!;
    assert.equal(mail.subject, INVITATION_SUBJECT);
    assert.match(mail.text, /Sarah Whitfield has invited you to Whitfield Agriculture on MyFarm/);
    assert.match(mail.text, /http:\/\/localhost:8080\/oidc\/reset-password\?token=[\w-]{43}/);
    assert.match(mail.text, /activation code, enter: [A-HJ-NP-Z2-9]{10}/);
    assert.deepEqual(
      (await auditActions('admin-user-added')).filter((message) => message.includes('new.hand')),
      ['New user new.hand@farm.example added to WHIT0003 as Admin'],
    );
  });

  it('says 409 for someone on the business already, and for staff, and adds nobody', async () => {
    const before = await snapshot();
    for (const email of [emails.user, emails.staff, 'Admin@MyFarm.example']) {
      const again = await call('POST', '/users', tokens.admin, newUser(email));
      assert.equal(again.statusCode, 409, email);
      assert.equal(again.json().errorMessage, messages.userExists);
    }
    assert.equal(await snapshot(), before);
  });

  it('adds nobody when the invitation cannot be sent: the user, membership and audit entry roll back', async () => {
    const before = await snapshot();
    const response = await call('POST', '/users', tokens.lead, newUser('undeliverable@farm.example'));
    assert.equal(response.statusCode, 500);
    assert.equal(await snapshot(), before);
    assert.equal(
      (await auditActions('admin-user-added')).some((m) => m.includes('undeliverable')),
      false,
    );
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

describe('account users: the invitation', () => {
  it('lets the invited user choose a password, sign in, activate with the code, accept the terms and see exactly their tiles', async () => {
    const email = 'invited@farm.example';
    const tiles = { ...noTiles, myaccount: 'enable', mycropmarketing: 'lock' } as const;
    assert.equal((await call('POST', '/users', tokens.lead, newUser(email, { tiles }))).statusCode, 201);
    const mail = (await readOutbox(app.t.config.mail.outboxDir)).find((m) => m.to.includes(email))!;
    const link = new URL(/http:\/\/\S+reset-password\?token=\S+/.exec(mail.text)![0]);
    const code = /activation code, enter: (\w+)/.exec(mail.text)![1]!;

    const password = 'winter-barley-2026';
    const chosen = await app.t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.searchParams.get('token')!, password, confirm: password }).toString(),
    });
    assert.equal(chosen.statusCode, 200);
    const { accessToken } = await signIn(app.t.app, email, password);
    const me = async () => (await app.t.app.inject({ url: '/api/user', headers: bearer(accessToken) })).json().data.myUser.application.myfarm;
    assert.deepEqual(await me(), { acceptTerms: true, activate: true });

    const activated = await app.t.app.inject({
      method: 'POST',
      url: '/api/myuser/activations',
      headers: bearer(accessToken),
      payload: { data: { activation: { key: code } } },
    });
    assert.equal(activated.statusCode, 201);
    const accepted = await app.t.app.inject({
      method: 'PUT',
      url: '/api/myuser/terms',
      headers: bearer(accessToken),
      payload: { data: { acceptTerms: true, version: 1 } },
    });
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(await me(), { acceptTerms: false, activate: false });

    const accounts = (await app.t.app.inject({ url: '/api/myuser/accounts', headers: bearer(accessToken) })).json().data.accounts as {
      reference: string;
      isAdmin: boolean;
      tiles: { reference: string; visible: boolean; locked: boolean }[];
    }[];
    assert.deepEqual(
      accounts.map((account) => [account.reference, account.isAdmin]),
      [[WHIT, false]],
    );
    const access = Object.fromEntries(accounts[0]!.tiles.map((tile) => [tile.reference, tile.visible ? (tile.locked ? 'lock' : 'enable') : 'disable']));
    for (const [tile, state] of Object.entries(tiles)) assert.equal(access[tile], state, tile);
    assert.deepEqual(Object.keys(access).sort(), Object.keys(tiles).sort(), 'exactly the tiles that were set, and no other');
    assert.equal((await userOf(email)).invitationPending, false);
  });
});

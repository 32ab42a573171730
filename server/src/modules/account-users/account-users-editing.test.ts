import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountUserMessages as messages, type AccountUser } from '@farm/area-account-users/domain';
import { bearer, standingOfferOn } from '../../testing';
import { accountUsersTestApp, editOf, emails, newUser, WHIT } from './account-users-test-kit';

// Editing and removing a business's users: the protections, the lead's limits, versions, usernames, removal.
const app = accountUsersTestApp();
const { tokens, call, list, userOf, snapshot, auditActions, setLeadTile } = app;

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
      for (const response of [
        await call('PUT', `/users/${target.id}`, token, editOf(target)),
        await call('DELETE', `/users/${target.id}?version=${target.version}`, token),
      ]) {
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

    // staff@ is on two businesses: but staff are not listed, so try the grower, who joins Whitfield beside Harrison's.
    assert.equal((await call('POST', '/users', tokens.lead, newUser(emails.other))).statusCode, 201);
    const [invitation] = (await app.t.app.inject({ url: '/api/myuser/invitations', headers: bearer(tokens.other) })).json().data.invitations as {
      id: string;
    }[];
    assert.equal(
      (await app.t.app.inject({ method: 'POST', url: `/api/myuser/invitations/${invitation!.id}/accept`, headers: bearer(tokens.other) })).statusCode,
      200,
    );
    const grower = await userOf(emails.other);
    const shared = await call('PUT', `/users/${grower.id}`, tokens.lead, editOf(grower, { username: 'tom@harrison.example' }));
    assert.equal(shared.statusCode, 403);
    assert.equal(shared.json().errorMessage, messages.usernameShared);
    assert.equal((await call('DELETE', `/users/${grower.id}?version=${grower.version}`, tokens.lead)).statusCode, 200);
  });

  it('removes a user from the business only, with an audit entry; 404 for someone not on it', async () => {
    assert.equal((await call('POST', '/users', tokens.lead, newUser('leaver@farm.example'))).statusCode, 201);
    const added = await userOf('leaver@farm.example');
    const removed = await call('DELETE', `/users/${added.id}?version=${added.version}`, tokens.admin);
    assert.equal(removed.statusCode, 200);
    assert.equal(
      (await list()).some((user) => user.id === added.id),
      false,
    );
    assert.ok(await app.t.db.selectFrom('users').select('id').where('id', '=', added.id).executeTakeFirst(), 'still a MyFarm user');
    assert.equal((await app.t.db.selectFrom('user_tiles').select('user_id').where('user_id', '=', added.id).execute()).length, 0, 'their tiles went with it');
    assert.ok(
      (await auditActions('admin-user-deleted')).includes(
        'leaver@farm.example (User) removed from WHIT0003; 0 price alert(s) deleted, 0 open standing offer(s) cancelled',
      ),
    );
    assert.equal((await call('DELETE', `/users/${added.id}?version=1`, tokens.admin)).json().errorCode, 'NOT_ON_ACCOUNT');
    const staff = await app.t.db.selectFrom('users').select('id').where('email', '=', emails.staff).executeTakeFirstOrThrow();
    assert.equal(
      (await call('PUT', `/users/${staff.id}`, tokens.lead, editOf(await userOf(emails.user)))).statusCode,
      404,
      'staff cannot be edited by a business',
    );
  });
});

describe('account users: removing someone who trades', () => {
  it('deletes their price alerts and cancels their open standing offers on the business', async () => {
    const manager = tokens.user;
    const get = async (url: string) => (await app.t.app.inject({ url: `/api/accounts/${WHIT}${url}`, headers: bearer(manager) })).json().data;
    const farmAddressId = (await get('/address?addressType=Collection')).addresses[0].addressNumber as number;
    const row = (await get(`/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`)).prices.rows[2] as {
      sellReference: string;
      priceCurrentYear: number;
    };
    const post = (url: string, payload: object) => app.t.app.inject({ method: 'POST', url: `/api/accounts/${WHIT}${url}`, headers: bearer(manager), payload });
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
    const offer = await post('/standing-offers', standingOfferOn(row, farmAddressId, { targetPrice: row.priceCurrentYear + 20, expiresOn }));
    assert.equal(offer.statusCode, 201, offer.body);
    const offerId = offer.json().data.offer.id as string;

    const them = await userOf(emails.user);
    assert.equal((await call('DELETE', `/users/${them.id}?version=${them.version}`, tokens.lead)).statusCode, 200);
    assert.equal((await app.t.db.selectFrom('price_alerts').select('id').where('user_id', '=', them.id).execute()).length, 0);
    assert.equal((await app.t.db.selectFrom('standing_offers').select('status').where('id', '=', offerId).executeTakeFirstOrThrow()).status, 'Cancelled');
    assert.equal((await app.t.db.selectFrom('price_watches').select('id').where('offer_id', '=', offerId).execute()).length, 0);
    assert.ok(
      (await auditActions('admin-user-deleted')).includes(
        `${emails.user} (${them.role}) removed from WHIT0003; 1 price alert(s) deleted, 1 open standing offer(s) cancelled`,
      ),
    );
  });
});

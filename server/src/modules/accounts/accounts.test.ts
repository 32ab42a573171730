import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountListSchema, accountSchema, type Account } from '@farm/core/domain';
import { bearer, signIn, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example', newUser: 'newuser@myfarm.example' });

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('GET /api/myuser/accounts', () => {
  it("lists grower's two business accounts in the shared Account shape", async () => {
    const response = await get('/api/myuser/accounts', t.tokens.grower);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.status, 200);
    const { accounts } = accountListSchema.parse(body.data);
    assert.deepEqual(accounts.map((a) => a.name).sort(), ['Fen Edge Partnership', 'Harrison Farms Ltd']);
    const harrison = accounts.find((a) => a.reference === 'HARR0001')!;
    assert.equal(harrison.address?.postTown, 'Saffron Walden');
    assert.match(harrison.address?.postcode ?? '', /^CB10 /);
    assert.match(harrison.vatRegistrationNumber ?? '', /^GB\d{9}$/);
    assert.equal(harrison.assurance.lastModified, '2025-03-14');
    assert.equal(harrison.userName, 'grower@myfarm.example');
    assert.equal(harrison.isAdmin, true);
    assert.equal(harrison.config.leadUser, true);
    const fenEdge = accounts.find((a) => a.reference === 'FENE0002')!;
    assert.equal(fenEdge.address?.postTown, 'Ely');
    assert.equal(fenEdge.isAdmin, false);
    assert.equal(fenEdge.config.leadUser, false);
  });

  it('gives each account its own tiles, sorted by sequence', async () => {
    const { accounts } = (await get('/api/myuser/accounts', t.tokens.grower)).json().data as { accounts: Account[] };
    for (const account of accounts) {
      const sequences = account.tiles.map((tile) => tile.sequence);
      assert.deepEqual(
        sequences,
        [...sequences].sort((a, b) => a - b),
      );
      assert.equal(new Set(sequences).size, sequences.length);
    }
    const tiles = (reference: string) => accounts.find((a) => a.reference === reference)!.tiles;
    const harrisonMapping = tiles('HARR0001').find((tile) => tile.reference === 'mapping')!;
    assert.deepEqual([harrisonMapping.visible, harrisonMapping.locked], [true, true]);
    assert.equal(tiles('HARR0001')[0]!.reference, 'mycropmarketing');
    assert.equal(tiles('FENE0002')[0]!.reference, 'myaccount');
    const fenCrop = tiles('FENE0002').find((tile) => tile.reference === 'mycropmarketing')!;
    assert.equal(fenCrop.locked, true);
    assert.equal(tiles('FENE0002').find((tile) => tile.reference === 'greenlight')!.visible, false);
    const crop = tiles('HARR0001').find((tile) => tile.reference === 'mycropmarketing')!;
    assert.equal(crop.route, '/dashboard/myc');
    assert.equal(crop.text, 'Crop Marketing');
  });

  it('with filterBy=lastAccessedAccount=true returns only the last accessed account', async () => {
    for (const query of ['filterBy=lastAccessedAccount=true', 'filterBy=lastAccessedAccount%3Dtrue']) {
      const response = await get(`/api/myuser/accounts?${query}`, t.tokens.grower);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(
        response.json().data.accounts.map((a: Account) => a.reference),
        ['HARR0001'],
      );
    }
  });

  it('falls back to the first account when none was accessed before', async () => {
    const admin = (await signIn(t.app, 'admin@myfarm.example')).accessToken;
    const response = await get('/api/myuser/accounts?filterBy=lastAccessedAccount=true', admin);
    assert.deepEqual(
      response.json().data.accounts.map((a: Account) => a.reference),
      ['WHIT0003'],
    );
  });

  it('rejects an unknown filter', async () => {
    const response = await get('/api/myuser/accounts?filterBy=everything', t.tokens.grower);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
  });

  it('answers 403 "No MyFarm configuration" to a user without accounts', async () => {
    const response = await get('/api/myuser/accounts', t.tokens.newUser);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      status: 403,
      errorCode: 'NO_CONFIGURATION',
      errorMessage: 'No MyFarm configuration found: no accounts configured for this user.',
    });
  });
});

describe('GET /api/myuser/accounts/:id', () => {
  it("returns one of the user's accounts", async () => {
    const response = await get('/api/myuser/accounts/FENE0002', t.tokens.grower);
    assert.equal(response.statusCode, 200);
    const account = accountSchema.parse(response.json().data.account);
    assert.equal(account.name, 'Fen Edge Partnership');
  });

  it("gives a token of a user without access 403 on another business's account", async () => {
    const response = await get('/api/myuser/accounts/HARR0001', t.tokens.lead);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      status: 403,
      errorCode: 'ACCOUNT_FORBIDDEN',
      errorMessage: 'You do not have access to this business account.',
    });
  });

  it('answers an unknown reference exactly like a forbidden one', async () => {
    const unknown = await get('/api/myuser/accounts/ZZZZ9999', t.tokens.lead);
    const forbidden = await get('/api/myuser/accounts/HARR0001', t.tokens.lead);
    assert.equal(unknown.statusCode, 403);
    assert.deepEqual(unknown.json(), forbidden.json());
  });

  it('answers a malformed reference like a forbidden one: membership is checked before anything is validated', async () => {
    const response = await get('/api/myuser/accounts/not-a-ref', t.tokens.grower);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
  });
});

describe('GET /api/accounts/:id/oxbury-profile', () => {
  it('answers for members and refuses others', async () => {
    const mine = await get('/api/accounts/HARR0001/oxbury-profile', t.tokens.grower);
    assert.deepEqual(mine.json(), { status: 200, data: { isOxburyCustomer: true } });
    const theirs = await get('/api/accounts/HARR0001/oxbury-profile', t.tokens.lead);
    assert.equal(theirs.statusCode, 403);
    assert.equal(theirs.json().errorCode, 'ACCOUNT_FORBIDDEN');
  });
});

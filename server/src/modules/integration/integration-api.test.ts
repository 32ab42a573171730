import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { bearer, clientCredentialsToken, createTestApp, integrationToken, postBatch, signIn, type TestApp } from '../../testing';
import { createIntegrationClient, disableIntegrationClient, rotateIntegrationSecret } from './integration-client-queries';

let t: TestApp;
let erp: { clientId: string; secret: string };

before(async () => {
  t = await createTestApp();
  const { client, secret } = await createIntegrationClient(t.db, { name: 'Harvest ERP', scopes: ['contracts:write', 'movements:write'] });
  erp = { clientId: client.clientId, secret };
});
after(() => t?.close());

const clientToken = (credentials: { clientId: string; secret: string }, scope?: string) => clientCredentialsToken(t, credentials, scope);
const tokenFor = (scope: string) => integrationToken(t, erp, scope);

const whoAmI = (token: string) => t.app.inject({ url: '/api/integration/v1/client', headers: bearer(token) });

describe('integration clients at the provider (OAuth 2 client credentials)', () => {
  it('issues a JWT for the API naming the client, with the scopes it asked for within those it is registered for', async () => {
    const token = await tokenFor('movements:write');
    const claims = decodeJwt(token);
    assert.equal(claims.client_id, erp.clientId);
    assert.equal(claims.sub, erp.clientId);
    assert.equal(claims.aud, t.config.oidc.audience);
    assert.equal(claims.scope, 'movements:write');
    assert.equal(claims.email, undefined, 'a system is not a person');
  });

  it('refuses a scope the client is not registered for, a wrong secret and an unknown client', async () => {
    const unregistered = await clientToken(erp, 'prices:write');
    assert.equal(unregistered.statusCode, 400);
    assert.equal(unregistered.json().error, 'invalid_scope');
    const wrongSecret = await clientToken({ ...erp, secret: `${erp.secret}x` }, 'movements:write');
    assert.equal(wrongSecret.statusCode, 401);
    assert.equal(wrongSecret.json().error, 'invalid_client');
    const stranger = await clientToken({ clientId: 'integration-000000000000', secret: erp.secret }, 'movements:write');
    assert.equal(stranger.statusCode, 401);
  });

  it("does not let the portal's own client use the grant", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'myfarm-portal' }).toString(),
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().access_token, undefined);
    assert.equal(response.json().error_description, 'requested grant type is not allowed for this client');
  });
});

describe('the integration API and the farmer API keep their callers apart', () => {
  it("answers a client's token on the integration API with the client and its token's scopes", async () => {
    const response = await whoAmI(await tokenFor('contracts:write movements:write'));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.client, { clientId: erp.clientId, name: 'Harvest ERP', scopes: ['contracts:write', 'movements:write'] });
  });

  it("refuses a farmer's token on the integration API, and no token at all", async () => {
    const grower = await signIn(t.app, 'grower@myfarm.example');
    const refused = await whoAmI(grower.accessToken);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().errorCode, 'INTEGRATION_CLIENT_REQUIRED');
    assert.equal((await t.app.inject({ url: '/api/integration/v1/client' })).statusCode, 401);
  });

  it('refuses an integration token on the farmer routes, saying where it belongs', async () => {
    const token = await tokenFor('movements:write');
    for (const url of ['/api/myuser/accounts', '/api/user', '/api/accounts/HARR0001/movements']) {
      const refused = await t.app.inject({ url, headers: bearer(token) });
      assert.equal(refused.statusCode, 403, url);
      assert.equal(refused.json().errorCode, 'CLIENT_TOKEN_REFUSED', url);
    }
  });

  it('stops a rotated secret at once, and a disabled client and its tokens at once', async () => {
    const { client, secret } = await createIntegrationClient(t.db, { name: 'Weighbridge', scopes: ['movements:write'] });
    const weighbridge = { clientId: client.clientId, secret };
    const issued = (await clientToken(weighbridge, 'movements:write')).json().access_token as string;

    const rotated = await rotateIntegrationSecret(t.db, client.clientId);
    assert.ok(rotated);
    assert.equal((await clientToken(weighbridge, 'movements:write')).statusCode, 401, 'the old secret');
    assert.equal((await clientToken({ ...weighbridge, secret: rotated }, 'movements:write')).statusCode, 200, 'the new secret');
    assert.equal((await whoAmI(issued)).statusCode, 200, 'a token issued before the rotation runs out on its own');

    assert.ok(await disableIntegrationClient(t.db, client.clientId));
    assert.equal((await clientToken({ ...weighbridge, secret: rotated }, 'movements:write')).statusCode, 401);
    assert.equal((await whoAmI(issued)).statusCode, 401, "a disabled client's token is refused at once");
  });
});

const batch = (token: string, records: unknown[]) => postBatch(t, token, records);

describe('POST /api/integration/v1/batch: movements', () => {
  const contract = async (account: string) =>
    (
      await t.db
        .selectFrom('contracts')
        .select('reference')
        .where('account_reference', '=', account)
        .where('sale_or_purchase', '=', 'SALE')
        .executeTakeFirstOrThrow()
    ).reference;
  const load = (externalId: string, version: number | string, data: Record<string, unknown>) => ({ kind: 'movement', externalId, version, data });
  const rowsOf = (externalId: string) =>
    t.db
      .selectFrom('movements')
      .select(['account_reference', 'contract_reference', 'quantity', 'complete', 'weighbridge'])
      .where('external_id', '=', externalId)
      .orderBy('account_reference')
      .execute();

  it('writes a weighed load, answers the same batch again unchanged, and an older version stale', async () => {
    const token = await tokenFor('movements:write');
    const onContract = await contract('HARR0001');
    const weighed = load('WB-1001', 2, {
      status: 'moved',
      date: '2026-11-20',
      product: 'Feed wheat',
      netWeight: 29.34,
      weighbridgeTicket: 'T-88812',
      vehicle: 'AB12 CDE',
      splits: [{ accountReference: 'HARR0001', contractReference: onContract, percent: 100 }],
    });
    assert.deepEqual(
      (await batch(token, [weighed])).map((r) => r.result),
      ['created'],
    );
    assert.deepEqual(await rowsOf('WB-1001'), [
      { account_reference: 'HARR0001', contract_reference: onContract, quantity: '29.34', complete: true, weighbridge: 'T-88812' },
    ]);
    assert.deepEqual(
      (await batch(token, [weighed])).map((r) => r.result),
      ['unchanged'],
    );
    const older = load('WB-1001', 1, {
      status: 'planned',
      date: '2026-11-18',
      product: 'Feed wheat',
      netWeight: 29,
      splits: [{ accountReference: 'HARR0001', percent: 100 }],
    });
    assert.deepEqual(
      (await batch(token, [older])).map((r) => r.result),
      ['stale'],
    );
    assert.equal((await rowsOf('WB-1001'))[0]!.weighbridge, 'T-88812', 'the stale version changed nothing');
  });

  it('ends in the same rows whatever order the versions of a load arrive in', async () => {
    const token = await tokenFor('movements:write');
    const versions = [1, 2, 3].map((version) =>
      load('WB-2002', `2026-11-2${version}T08:00:00Z`, {
        status: version === 3 ? 'moved' : 'planned',
        date: `2026-11-2${version}`,
        product: 'Milling wheat',
        netWeight: 28 + version,
        splits: [{ accountReference: 'HARR0001', percent: 100 }],
      }),
    );
    const results = await batch(token, [versions[2], versions[0], versions[1]]);
    assert.deepEqual(
      results.map((r) => r.result),
      ['created', 'stale', 'stale'],
    );
    assert.deepEqual(await rowsOf('WB-2002'), [
      { account_reference: 'HARR0001', contract_reference: null, quantity: '31.00', complete: true, weighbridge: null },
    ]);
  });

  it('shows a split load in both businesses with their shares, adding up to the net weight, and a new split moves them', async () => {
    const token = await tokenFor('movements:write');
    const split = (version: number, splits: unknown[]) =>
      load('WB-3003', version, { status: 'moved', date: '2026-11-21', product: 'Feed barley', netWeight: 27.35, splits });
    await batch(token, [
      split(1, [
        { accountReference: 'HARR0001', percent: 60 },
        { accountReference: 'FENE0002', percent: 40 },
      ]),
    ]);
    assert.deepEqual(
      (await rowsOf('WB-3003')).map((row) => [row.account_reference, row.quantity]),
      [
        ['FENE0002', '10.94'],
        ['HARR0001', '16.41'],
      ],
    );
    await batch(token, [split(2, [{ accountReference: 'FENE0002', percent: 100 }])]);
    assert.deepEqual(
      (await rowsOf('WB-3003')).map((row) => [row.account_reference, row.quantity]),
      [['FENE0002', '27.35']],
    );
  });

  it('rejects a bad record with its reason and writes nothing of it, while the good records of the batch are written', async () => {
    const token = await tokenFor('movements:write');
    const results = await batch(token, [
      'not json',
      load('WB-4004', 1, {
        status: 'moved',
        date: '2026-11-22',
        product: 'Oats',
        netWeight: 20,
        splits: [
          { accountReference: 'HARR0001', percent: 60 },
          { accountReference: 'FENE0002', percent: 30 },
        ],
      }),
      load('WB-4005', 1, {
        status: 'moved',
        date: '2026-11-22',
        product: 'Oats',
        netWeight: 20,
        splits: [{ accountReference: 'HARR0001', contractReference: await contract('FENE0002'), percent: 100 }],
      }),
      load('WB-4006', 1, { status: 'moved', date: '2026-11-22', product: 'Oats', netWeight: 20, splits: [{ accountReference: 'NEW009', percent: 100 }] }),
      { kind: 'tractor', externalId: 'X1', version: 1, data: {} },
      load('WB-4007', 1, { status: 'planned', date: '2026-11-23', product: 'Oats', netWeight: 20, splits: [{ accountReference: 'HARR0001', percent: 100 }] }),
    ]);
    assert.deepEqual(
      results.map((r) => [r.line, r.result, r.code ?? null, r.retryable ?? false]),
      [
        [1, 'rejected', 'INVALID_JSON', false],
        [2, 'rejected', 'INVALID_RECORD', false],
        [5, 'rejected', 'UNKNOWN_KIND', false],
        [3, 'rejected', 'RULE_BROKEN', false],
        [4, 'rejected', 'PARENT_MISSING', true],
        [6, 'created', null, false],
      ],
    );
    assert.match(results[1]!.reason!, /percentages must add up to 100/);
    assert.match(results[3]!.reason!, /belongs to another business account/);
    for (const externalId of ['WB-4004', 'WB-4005', 'WB-4006']) assert.deepEqual(await rowsOf(externalId), [], externalId);
    assert.equal((await rowsOf('WB-4007')).length, 1);
  });

  it('answers a body that is not NDJSON with 415, writing nothing', async () => {
    const token = await tokenFor('movements:write');
    const record = load('WB-9009', 1, {
      status: 'planned',
      date: '2026-11-23',
      product: 'Oats',
      netWeight: 20,
      splits: [{ accountReference: 'HARR0001', percent: 100 }],
    });
    for (const [contentType, payload] of [
      ['application/json', JSON.stringify(record)],
      ['text/plain', JSON.stringify(record)],
      ['text/csv', 'kind,externalId'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/integration/v1/batch',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      assert.equal(response.statusCode, 415, `${contentType}: ${response.body}`);
      assert.equal(response.json().errorCode, 'UNSUPPORTED_MEDIA_TYPE', contentType);
    }
    assert.deepEqual(await rowsOf('WB-9009'), []);
  });

  it('refuses a kind the token has no scope for, record by record', async () => {
    const token = await tokenFor('contracts:write');
    const [result] = await batch(token, [
      load('WB-5005', 1, { status: 'planned', date: '2026-11-23', product: 'Oats', netWeight: 20, splits: [{ accountReference: 'HARR0001', percent: 100 }] }),
    ]);
    assert.equal(result!.code, 'SCOPE_MISSING');
    assert.match(result!.reason!, /needs the movements:write scope/);
    assert.deepEqual(await rowsOf('WB-5005'), []);
  });

  it('writes a load sent twice at the same moment once: one created, one unchanged', async () => {
    const token = await tokenFor('movements:write');
    const same = load('WB-7007', 1, {
      status: 'planned',
      date: '2026-11-25',
      product: 'Feed wheat',
      netWeight: 29,
      splits: [{ accountReference: 'HARR0001', percent: 100 }],
    });
    const results = (await Promise.all([batch(token, [same]), batch(token, [same])])).flat();
    assert.deepEqual(results.map((r) => r.result).sort(), ['created', 'unchanged']);
    assert.equal((await rowsOf('WB-7007')).length, 1);
  });

  it('answers over a real connection as the lines are written, and refuses a record with a NUL character by itself', async () => {
    const token = await tokenFor('movements:write');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const good = load('WB-8008', 1, {
      status: 'planned',
      date: '2026-11-26',
      product: 'Feed wheat',
      netWeight: 29,
      splits: [{ accountReference: 'HARR0001', percent: 100 }],
    });
    const withNul = load('WB-8009', 1, {
      status: 'planned',
      date: '2026-11-26',
      product: 'Feed\u0000wheat',
      netWeight: 29,
      splits: [{ accountReference: 'HARR0001', percent: 100 }],
    });
    const response = await fetch(`${address}/api/integration/v1/batch`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/x-ndjson' },
      body: `${JSON.stringify(good)}\n${JSON.stringify(withNul)}\n`,
    });
    assert.equal(response.status, 200);
    const results = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { externalId: string; result: string; code?: string });
    assert.deepEqual(
      results.map((r) => [r.externalId, r.result, r.code ?? null]),
      [
        ['WB-8009', 'rejected', 'INVALID_RECORD'],
        ['WB-8008', 'created', null],
      ],
    );
  });

  it("counts a contract's moved tonnage and status again from the loads sent to it", async () => {
    const token = await tokenFor('movements:write');
    const onContract = await contract('FENE0002');
    const movedBefore = await t.db
      .selectFrom('contract_products')
      .select('moved_quantity')
      .where('contract_reference', '=', onContract)
      .where('line_no', '=', 1)
      .executeTakeFirstOrThrow();
    await batch(token, [
      load('WB-6006', 1, {
        status: 'moved',
        date: '2026-11-24',
        product: 'Feed wheat',
        netWeight: 12.5,
        splits: [{ accountReference: 'FENE0002', contractReference: onContract, percent: 100 }],
      }),
    ]);
    const movedAfter = await t.db
      .selectFrom('contract_products')
      .select('moved_quantity')
      .where('contract_reference', '=', onContract)
      .where('line_no', '=', 1)
      .executeTakeFirstOrThrow();
    assert.equal(Number(movedAfter.moved_quantity), Number(movedBefore.moved_quantity) + 12.5);
  });
});

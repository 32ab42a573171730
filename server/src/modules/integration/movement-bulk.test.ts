import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, integrationToken, postBatch, type TestApp } from '../../testing';
import { createIntegrationClient } from './integration-client-queries';

// Loads by the hundred: a batch is written in chunks, loads in bulk (batch-service.ts), with the answers, rows and
// bell entries that writing them one by one gives.
let t: TestApp;
let token: string;

before(async () => {
  t = await createTestApp();
  const { client, secret } = await createIntegrationClient(t.db, { name: 'Weighbridge', scopes: ['movements:write'] });
  token = await integrationToken(t, { clientId: client.clientId, secret }, 'movements:write');
});
after(() => t?.close());

const batch = (records: unknown[]) => postBatch(t, token, records);
const load = (externalId: string, version: number, data: Record<string, unknown>) => ({ kind: 'movement', externalId, version, data });
const rowsOf = (externalId: string) =>
  t.db
    .selectFrom('movements')
    .select(['account_reference', 'quantity', 'complete'])
    .where('external_id', '=', externalId)
    .orderBy('account_reference')
    .execute();

describe('POST /api/integration/v1/batch: loads in bulk', () => {
  it('writes 600 loads in chunks as one by one: a share per business, one bell entry per weighed share, a dropped split gone', async () => {
    const bellEntries = async () =>
      Number(
        (
          await t.db
            .selectFrom('user_notifications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('account_reference', '=', 'FENE0002')
            .where('title', 'like', '%BULK-%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const users = Number(
      (
        await t.db
          .selectFrom('account_users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_reference', '=', 'FENE0002')
          .executeTakeFirstOrThrow()
      ).n,
    );
    assert.ok(users > 0, 'FENE0002 has users to tell');
    const loads = (version: number, split: (n: number) => unknown[]) =>
      Array.from({ length: 600 }, (_, n) =>
        load(`BULK-${n}`, version, { status: n % 2 ? 'moved' : 'planned', date: '2026-11-24', product: 'Feed wheat', netWeight: 25, splits: split(n) }),
      );
    const both = () => [
      { accountReference: 'HARR0001', percent: 40 },
      { accountReference: 'FENE0002', percent: 60 },
    ];
    const first = await batch(loads(1, both));
    assert.deepEqual(new Set(first.map((r) => r.result)), new Set(['created']));
    assert.equal(first.length, 600);
    assert.deepEqual(
      (await rowsOf('BULK-1')).map((row) => [row.account_reference, row.quantity, row.complete]),
      [
        ['FENE0002', '15.00', true],
        ['HARR0001', '10.00', true],
      ],
    );
    assert.equal(await bellEntries(), 300 * users, "each of FENE0002's users hears of each weighed load once");
    // Every load weighed now, and none split with Harrison any more.
    const second = await batch(
      loads(2, () => [{ accountReference: 'FENE0002', percent: 100 }]).map((record) => ({ ...record, data: { ...record.data, status: 'moved' } })),
    );
    assert.deepEqual(new Set(second.map((r) => r.result)), new Set(['updated']));
    assert.deepEqual(
      (await rowsOf('BULK-0')).map((row) => [row.account_reference, row.quantity, row.complete]),
      [['FENE0002', '25.00', true]],
    );
    assert.equal(await bellEntries(), 600 * users, 'the loads weighed now are told of, those weighed before are not told of again');
  });
});

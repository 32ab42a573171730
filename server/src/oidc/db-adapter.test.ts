import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migratedTestDatabaseFor } from '../testing';
import { createDbAdapterFactory } from './db-adapter';

const options = { accessTokenTtlSeconds: 300 };

const testDb = migratedTestDatabaseFor();

describe('the database adapter of the OpenID provider', () => {
  it('stores, replaces and finds payloads per model', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options);
    await adapter('AccessToken').upsert('a1', { kind: 'AccessToken', accountId: 'u1' }, 60);
    await adapter('AccessToken').upsert('a1', { kind: 'AccessToken', accountId: 'u2' }, 60);
    assert.deepEqual(await adapter('AccessToken').find('a1'), { kind: 'AccessToken', accountId: 'u2' });
    assert.equal(await adapter('RefreshToken').find('a1'), undefined);
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options);
    await adapter('Session').upsert('s1', { uid: 'uid-1', accountId: 'u1' }, 60);
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    assert.equal((await adapter('Session').findByUid('uid-1'))?.accountId, 'u1');
    assert.equal((await adapter('DeviceCode').findByUserCode('ABCD-EFGH'))?.userCode, 'ABCD-EFGH');
  });

  it('marks a payload consumed', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options)('AuthorizationCode');
    await adapter.upsert('c1', { grantId: 'g1' }, 60);
    assert.equal((await adapter.find('c1'))?.consumed, undefined);
    await adapter.consume('c1');
    assert.equal(typeof (await adapter.find('c1'))?.consumed, 'number');
  });

  it('consumes a payload once: the second consume is refused with invalid_grant and revokes its grant', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options);
    await adapter('Grant').upsert('g3', { accountId: 'u1' }, 60);
    await adapter('RefreshToken').upsert('r1', { grantId: 'g3' }, 60);
    await adapter('AccessToken').upsert('a3', { grantId: 'g3' }, 60);
    await adapter('RefreshToken').consume('r1');
    await assert.rejects(adapter('RefreshToken').consume('r1'), (error: Error & { error?: string }) => error.error === 'invalid_grant');
    assert.equal(await adapter('Grant').find('g3'), undefined);
    assert.equal(await adapter('AccessToken').find('a3'), undefined);
    const listed = await testDb.db.selectFrom('revoked_grants').select('grant_id').where('grant_id', '=', 'g3').execute();
    assert.equal(listed.length, 1);
  });

  it('lists a destroyed grant as revoked until its access tokens have expired', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options);
    await adapter('Grant').upsert('g4', { accountId: 'u1' }, 60);
    const before = Date.now();
    await adapter('Grant').destroy('g4');
    assert.equal(await adapter('Grant').find('g4'), undefined);
    const row = await testDb.db.selectFrom('revoked_grants').select('expires_at').where('grant_id', '=', 'g4').executeTakeFirstOrThrow();
    assert.ok(row.expires_at.getTime() >= before + options.accessTokenTtlSeconds * 1000);
  });

  it('forgets expired payloads', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options)('Interaction');
    await adapter.upsert('i1', { uid: 'x' }, -1);
    assert.equal(await adapter.find('i1'), undefined);
  });

  it('revokes every code and token of a grant, and destroys single payloads', async () => {
    const adapter = createDbAdapterFactory(testDb.db, options);
    await adapter('AccessToken').upsert('t1', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('t2', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('t3', { grantId: 'other' }, 60);
    await adapter('RefreshToken').revokeByGrantId('g2');
    assert.equal(await adapter('AccessToken').find('t1'), undefined);
    assert.equal(await adapter('RefreshToken').find('t2'), undefined);
    assert.ok(await adapter('RefreshToken').find('t3'));
    await adapter('RefreshToken').destroy('t3');
    assert.equal(await adapter('RefreshToken').find('t3'), undefined);
  });
});

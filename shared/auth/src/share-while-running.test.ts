import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shareWhileRunning } from './share-while-running';

describe('shareWhileRunning', () => {
  it('gives calls made while one is under way that one call’s result', async () => {
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const renew = shareWhileRunning(() => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const together = [renew(), renew(), renew()];
    finish('token-1');
    assert.deepEqual(await Promise.all(together), ['token-1', 'token-1', 'token-1']);
    assert.equal(calls, 1);
  });

  it('starts again once the call has settled, after a failure too', async () => {
    let calls = 0;
    const renew = shareWhileRunning(async () => {
      calls++;
      if (calls === 1) throw new Error('invalid_grant');
      return `token-${calls}`;
    });
    await assert.rejects(renew(), /invalid_grant/);
    assert.equal(await renew(), 'token-2');
    assert.equal(await renew(), 'token-3');
  });
});

import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { cachedRequest, clearRequestCache, requestCacheSize } from './request-cache';

describe('cachedRequest', () => {
  beforeEach(() => clearRequestCache());

  it('skips a repeat request while the first is still loading', async () => {
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([cachedRequest('k', load), cachedRequest('k', load)]);
    assert.equal(calls, 1);
    assert.equal(a, b);
  });

  it('skips a repeat request once loaded', async () => {
    let calls = 0;
    await cachedRequest('k', async () => ++calls);
    await cachedRequest('k', async () => ++calls);
    assert.equal(calls, 1);
  });

  it('lets a failed request be tried again', async () => {
    await assert.rejects(cachedRequest('k', async () => Promise.reject(new Error('down'))));
    assert.equal(await cachedRequest('k', async () => 'up'), 'up');
  });

  it('forgets everything when cleared, as on an account switch', async () => {
    await cachedRequest('a', async () => 1);
    await cachedRequest('b', async () => 2);
    assert.equal(requestCacheSize(), 2);
    clearRequestCache();
    assert.equal(requestCacheSize(), 0);
  });
});

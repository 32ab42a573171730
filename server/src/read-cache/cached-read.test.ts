import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedRead } from './cached-read';

describe('a cached read', () => {
  it('loads once per key while the generation stands, and again once it moves', async () => {
    let generation = 0;
    let loads = 0;
    const read = cachedRead<{ n: number }>({ generation: () => generation });
    const load = async () => ({ n: ++loads });
    assert.deepEqual([(await read.get('a', load)).n, (await read.get('a', load)).n, (await read.get('b', load)).n], [1, 1, 2]);
    generation++;
    assert.equal((await read.get('a', load)).n, 3);
  });

  it('does not keep a result whose tables changed while it was read', async () => {
    let generation = 0;
    const read = cachedRead<{ value: string }>({ generation: () => generation });
    await read.get('a', async () => {
      generation++; // a write lands while the read runs
      return { value: 'before the write' };
    });
    assert.equal((await read.get('a', async () => ({ value: 'after the write' }))).value, 'after the write');
  });
});

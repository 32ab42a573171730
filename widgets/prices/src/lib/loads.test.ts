import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSellableLoads, stepLoads } from './loads';

describe('loads', () => {
  it('steps 1, 5, 10, 15 and 17 up and back down, from any typed number to the next stop', () => {
    const up = [1];
    while (up.at(-1)! < 17) up.push(stepLoads(up.at(-1)!, 1));
    assert.deepEqual(up, [1, 5, 10, 15, 17]);
    const down = [17];
    while (down.at(-1)! > 1) down.push(stepLoads(down.at(-1)!, -1));
    assert.deepEqual(down, [17, 15, 10, 5, 1]);
    assert.equal(stepLoads(17, 1), 17);
    assert.equal(stepLoads(7, 1), 10);
    assert.equal(stepLoads(7, -1), 5);
    assert.equal(stepLoads(5, -1), 1);
    assert.equal(stepLoads(1, -1), 1);
    assert.equal(stepLoads(Number.NaN, 1), 5);
  });

  it('steps a typed amount outside 1 to 17 back into it', () => {
    assert.equal(stepLoads(50, -1), 17);
    assert.equal(stepLoads(50, 1), 17);
    assert.equal(stepLoads(-3, 1), 1);
    assert.equal(stepLoads(-3, -1), 1);
  });

  it('sells whole loads from 1 while they make at most 500 MT (17 loads of 29 MT; 18 are 522 MT)', () => {
    assert.deepEqual([0, 1, 2, 17, 18, 50, 2.5, -1, Number.NaN].map(isSellableLoads), [false, true, true, true, false, false, false, false, false]);
  });
});

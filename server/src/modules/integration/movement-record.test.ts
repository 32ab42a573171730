import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { movementRecordSchema, splitTonnes } from './movement-record';

describe("a load's split between businesses", () => {
  it('gives each business its share to the 10 kg, the shares adding up to the net weight', () => {
    assert.deepEqual(splitTonnes(27.35, [60, 40]), [16.41, 10.94]);
    assert.deepEqual(splitTonnes(29.34, [100]), [29.34]);
    const thirds = splitTonnes(10, [33.33, 33.33, 33.34]);
    assert.deepEqual(thirds, [3.34, 3.33, 3.33]);
    assert.equal(Math.round(thirds.reduce((sum, share) => sum + share, 0) * 100), 1000);
  });

  it('refuses splits that do not add up to 100 or name one business twice', () => {
    const load = (splits: unknown[]) => ({ status: 'moved', date: '2026-11-20', product: 'Feed wheat', netWeight: 29, splits });
    assert.equal(movementRecordSchema.safeParse(load([{ accountReference: 'HARR0001', percent: 100 }])).success, true);
    assert.match(movementRecordSchema.safeParse(load([{ accountReference: 'HARR0001', percent: 99 }])).error!.issues[0]!.message, /add up to 100/);
    const twice = load([
      { accountReference: 'HARR0001', percent: 50 },
      { accountReference: 'HARR0001', percent: 50 },
    ]);
    assert.match(movementRecordSchema.safeParse(twice).error!.issues[0]!.message, /one split of a load/);
  });
});

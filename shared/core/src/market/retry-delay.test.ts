import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retryDelay } from './market-stream';

const settings = { firstRetryMs: 1_000, maxRetryMs: 30_000 };

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s, each wait between half and all of its step', () => {
    const low = [1, 2, 3, 4, 5, 6, 7].map((failures) => retryDelay(failures, settings, () => 0));
    const high = [1, 2, 3, 4, 5, 6, 7].map((failures) => retryDelay(failures, settings, () => 1));
    assert.deepEqual(low, [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    assert.deepEqual(high, [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

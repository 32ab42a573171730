import assert from 'node:assert/strict';

/** Equal within `tolerance`: hand-worked examples are written to a few decimals. */
export function assertClose(actual: number | undefined, expected: number, tolerance = 1e-6): void {
  assert.ok(actual !== undefined, `expected ${expected}, got undefined`);
  assert.ok(Math.abs(actual - expected) <= tolerance, `expected ${expected} ± ${tolerance}, got ${actual}`);
}

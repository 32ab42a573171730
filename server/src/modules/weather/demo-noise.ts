/** Deterministic noise for the demo forecast: the same place and hour always give the same weather. */

/** A 32-bit integer hash of two integers, mapped to [-1, 1]. */
function hashUnit(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}

/** Smooth value noise in [-1, 1]: random values at whole numbers of `x`, eased in between. */
export function valueNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const eased = f * f * (3 - 2 * f);
  const a = hashUnit(seed, i);
  const b = hashUnit(seed, i + 1);
  return a + (b - a) * eased;
}

/** A stable seed for a place, from its coordinates to two decimals. */
export function placeSeed(latitude: number, longitude: number): number {
  return Math.round(latitude * 100) * 100_003 + Math.round(longitude * 100);
}

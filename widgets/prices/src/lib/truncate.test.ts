import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text that fits', () => {
    assert.equal(truncate('Home Farm, Church Lane, CB10 1AA', 32), 'Home Farm, Church Lane, CB10 1AA');
  });

  it('cuts longer text to the limit, the last character an ellipsis, with no space before it', () => {
    const cut = truncate('Long Meadow Grain Store and Drying Yard, Radwinter Road', 32);
    assert.equal(cut, 'Long Meadow Grain Store and Dry…');
    assert.equal(cut.length, 32);
    assert.equal(truncate('Long Meadow Grain Store and Drying', 12), 'Long Meadow…');
  });
});

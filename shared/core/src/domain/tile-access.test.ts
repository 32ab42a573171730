import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tileMenuState } from './tile-access';

const tile = { visible: true, externalUserAccess: true, locked: false };

describe('tileMenuState (spec 1 §2)', () => {
  it('is enabled when available and not locked', () => {
    assert.equal(tileMenuState(tile, false), 'enabled');
  });
  it('is locked when available and locked', () => {
    assert.equal(tileMenuState({ ...tile, locked: true }, false), 'locked');
  });
  it('is hidden when not visible', () => {
    assert.equal(tileMenuState({ ...tile, visible: false }, false), 'hidden');
  });
  it('is hidden from external users when closed to them, but not from internal users', () => {
    assert.equal(tileMenuState({ ...tile, externalUserAccess: false }, false), 'hidden');
    assert.equal(tileMenuState({ ...tile, externalUserAccess: false }, true), 'enabled');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FeatureToggle } from '../domain';
import { hasMappingAccess, isFeatureAllowed, passesTileFlags } from './feature-access';
import { featureSubjectOf, visibleTiles } from './visible-tiles';

const toggle = (id: string, enabled: boolean, audience: Partial<FeatureToggle['audience']> = {}): FeatureToggle => ({
  id,
  enabled,
  audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [], ...audience },
});
const grower = { email: 'grower@myfarm.example', internal: false, groups: [] };
const staff = { email: 'staff@myfarm.example', internal: true, groups: ['grain-desk'] };

describe('isFeatureAllowed (spec 1 §5)', () => {
  it('allows a feature that is not in the store', () => {
    assert.equal(isFeatureAllowed([], 'movements', grower), true);
  });
  it('allows everyone when enabled, except excluded users, compared without case', () => {
    const toggles = [toggle('movements', true, { exclusionUsers: ['GROWER@myfarm.example'] })];
    assert.equal(isFeatureAllowed(toggles, 'movements', grower), false);
    assert.equal(isFeatureAllowed(toggles, 'movements', staff), true);
  });
  it('denies internal users of an excluded group when enabled', () => {
    const toggles = [toggle('movements', true, { exclusionGroups: ['grain-desk'] })];
    assert.equal(isFeatureAllowed(toggles, 'movements', staff), false);
  });
  it('does not apply group rules to external users', () => {
    const toggles = [toggle('movements', true, { exclusionGroups: ['grain-desk'] })];
    assert.equal(isFeatureAllowed(toggles, 'movements', { ...grower, groups: ['grain-desk'] }), true);
    const disabled = [toggle('movements', false, { groups: ['grain-desk'] })];
    assert.equal(isFeatureAllowed(disabled, 'movements', { ...grower, groups: ['grain-desk'] }), false);
  });
  it('allows only listed users and internal users of a listed group when disabled', () => {
    const toggles = [toggle('movements', false, { users: ['grower@myfarm.example'], groups: ['grain-desk'] })];
    assert.equal(isFeatureAllowed(toggles, 'movements', grower), true);
    assert.equal(isFeatureAllowed(toggles, 'movements', staff), true);
    assert.equal(isFeatureAllowed(toggles, 'movements', { email: 'other@x.test', internal: false, groups: [] }), false);
  });
});

describe('hasMappingAccess', () => {
  it('is allowed when the flag is not in the store', () => {
    assert.equal(hasMappingAccess([], grower), true);
  });
  it('restricts to the listed e-mails, ignoring case, with separate internal and external lists', () => {
    const toggles = [toggle('mapping-access-external', true, { users: ['Grower@MyFarm.example'] }), toggle('mapping-access-internal', true, { users: [] })];
    assert.equal(hasMappingAccess(toggles, grower), true);
    assert.equal(hasMappingAccess(toggles, staff), false);
  });
});

describe('passesTileFlags', () => {
  const tile = { reference: 'myaccount' as const, hideWhenFlag: null, showWhenFlag: null };
  it('hides a tile whose hide flag is on for the user', () => {
    assert.equal(passesTileFlags({ ...tile, hideWhenFlag: 'hide-alltransactions' }, [toggle('hide-alltransactions', true)], grower), false);
  });
  it('shows a tile with a show flag only when that flag is on for the user', () => {
    assert.equal(passesTileFlags({ ...tile, showWhenFlag: 'grain-sampling-2025' }, [toggle('grain-sampling-2025', false)], grower), false);
    assert.equal(passesTileFlags({ ...tile, showWhenFlag: 'grain-sampling-2025' }, [toggle('grain-sampling-2025', true)], grower), true);
  });
  it('needs mapping access for the mapping tile', () => {
    const toggles = [toggle('mapping-access-external', true, { users: [] })];
    assert.equal(passesTileFlags({ ...tile, reference: 'mapping' }, toggles, grower), false);
  });
});

describe('visibleTiles', () => {
  const base = {
    type: 'item' as const,
    description: '',
    route: '/dashboard/x',
    target: '_self' as const,
    visible: true,
    locked: false,
    externalUserAccess: true,
    hideWhenFlag: null,
    showWhenFlag: null,
  };
  const tiles = [
    { ...base, id: 1, reference: 'grainsamples' as const, text: 'Grain Samples', sequence: 2, showWhenFlag: 'grain-sampling-2025' },
    { ...base, id: 2, reference: 'myaccount' as const, text: 'My Account', sequence: 1 },
    { ...base, id: 3, reference: 'yagro' as const, text: 'Analytics', sequence: 3, externalUserAccess: false },
  ];
  it('keeps available tiles that pass their flags, in sequence order', () => {
    const on = [toggle('grain-sampling-2025', true)];
    assert.deepEqual(
      visibleTiles(tiles, on, grower).map((t) => t.reference),
      ['myaccount', 'grainsamples'],
    );
    assert.deepEqual(
      visibleTiles(tiles, on, staff).map((t) => t.reference),
      ['myaccount', 'grainsamples', 'yagro'],
    );
  });
  it('drops a tile whose show flag is off for the user', () => {
    const off = [toggle('grain-sampling-2025', false, { users: ['STAFF@myfarm.example'] })];
    assert.deepEqual(
      visibleTiles(tiles, off, grower).map((t) => t.reference),
      ['myaccount'],
    );
    assert.deepEqual(
      visibleTiles(tiles, off, staff).map((t) => t.reference),
      ['myaccount', 'grainsamples', 'yagro'],
    );
  });
  it('reads the subject from a user record', () => {
    assert.deepEqual(featureSubjectOf({ email: 'a@b.test', internal: true }), { email: 'a@b.test', internal: true, groups: [] });
  });
});

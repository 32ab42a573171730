import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FeatureToggle, type Session, matchRoute, paths } from '@farm/core';
import { GRAIN_SAMPLING_FLAG, grainSamplingGuard } from './grain-sampling-guard';

const toggle = (enabled: boolean): FeatureToggle => ({
  id: GRAIN_SAMPLING_FLAG,
  enabled,
  audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] },
});
const context = (pathname: string, flags: FeatureToggle[]) => ({
  pathname,
  route: matchRoute(pathname),
  session: { internal: false, user: { email: 'grower@myfarm.example', internal: false } } as Session,
  account: null,
  flags,
});

describe('grainSamplingGuard (spec 3 §2)', () => {
  it('sends the grain sampling page, create-parcel and edit-parcel to /404 while grain-sampling-2025 is off', () => {
    for (const path of [paths.grainSampling, paths.createParcel, paths.editParcel]) {
      assert.deepEqual(grainSamplingGuard(context(path, [toggle(false)])), { kind: 'redirect', to: paths.notFound, dialog: undefined }, path);
    }
  });

  it('lets them in while the flag is on or not in the store (spec 1 §5), and leaves the older View samples page alone either way', () => {
    assert.equal(grainSamplingGuard(context(paths.grainSampling, [toggle(true)])), undefined);
    assert.equal(grainSamplingGuard(context(paths.grainSampling, [])), undefined);
    assert.equal(grainSamplingGuard(context(paths.createParcel, [toggle(true)])), undefined);
    assert.equal(grainSamplingGuard(context(paths.grainSamples, [toggle(false)])), undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, type Session, matchRoute, paths } from '@farm/core';
import { cropMarketingGuard } from './crop-marketing-guard';

const context = (pathname: string, hasMCM: boolean) => ({
  pathname,
  route: matchRoute(pathname),
  session: { internal: false, user: { internal: false } } as Session,
  account: { hasMCM, tiles: [{ reference: 'mycropmarketing', text: 'Crop Marketing' }] } as Account,
  flags: [],
});

describe('cropMarketingGuard (spec 2 §2: hasMCM)', () => {
  it('sends a business without crop marketing access from every crop marketing path to the dashboard, with the access dialog', () => {
    for (const path of [paths.cropMarketing, paths.priceAlerts]) {
      assert.deepEqual(cropMarketingGuard(context(path, false)), {
        kind: 'redirect',
        to: paths.dashboard,
        dialog: { kind: 'no-access', data: { tile: 'Crop Marketing' } },
      });
    }
  });

  it('lets a business with access in, and leaves other routes alone', () => {
    assert.equal(cropMarketingGuard(context(paths.cropMarketing, true)), undefined);
    assert.equal(cropMarketingGuard(context(paths.weather, false)), undefined);
  });
});

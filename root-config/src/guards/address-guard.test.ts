import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, account$, type Session, matchRoute, paths, session$ } from '@farm/core';
import { NO_COLLECTION_ADDRESS_DIALOG } from '@farm/core';
import { addressGuard } from './address-guard';
import type { GuardContext } from './guard';
import { evaluateGuards } from './guards';

const address = { street: '1 Fen Lane', locality: '', postTown: 'Ely', county: '', postcode: 'CB7 4AA' };
const context = (pathname: string, { withAddress = false, locked = false } = {}): GuardContext => ({
  pathname,
  route: matchRoute(pathname),
  session: {
    internal: false,
    user: { internal: false, email: 'shell@myfarm.example', application: { myfarm: { activate: false, acceptTerms: false } } },
  } as unknown as Session,
  account: {
    hasMCM: true,
    address: withAddress ? address : null,
    tiles: [{ reference: 'mycropmarketing', text: 'Crop Marketing', visible: true, locked, sequence: 1, externalUserAccess: true }],
  } as unknown as Account,
  flags: [],
});

describe('addressGuard (spec 1 §2, spec 2 §2, §4, §8)', () => {
  it("sends a business without an address from crop marketing to the root, opening 'No Collection Address' rather than saying nothing", () => {
    for (const path of [paths.cropMarketing, paths.priceAlerts, paths.marketReport, paths.exchangeRates]) {
      assert.deepEqual(addressGuard(context(path)), { kind: 'redirect', to: '/', dialog: { kind: NO_COLLECTION_ADDRESS_DIALOG } }, path);
    }
  });

  it('lets a business with an address in, and leaves other routes alone', () => {
    assert.equal(addressGuard(context(paths.cropMarketing, { withAddress: true })), undefined);
    assert.equal(addressGuard(context(paths.weather)), undefined);
  });

  it('a locked crop marketing tile hides the missing-address prompt: the access dialog opens instead', () => {
    const { session, account } = context(paths.cropMarketing, { locked: true });
    session$.next(session);
    account$.next(account);
    const outcome = evaluateGuards(paths.cropMarketing);
    session$.next(null);
    account$.next(null);
    assert.deepEqual(outcome, { kind: 'redirect', to: paths.dashboard, dialog: { kind: 'no-access', data: { tile: 'Crop Marketing' } } });
  });
});

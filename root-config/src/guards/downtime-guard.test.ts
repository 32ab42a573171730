import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { downtime$, type Account, type DowntimeContent, type Session, matchRoute } from '@farm/core';
import { NO_COLLECTION_ADDRESS_DIALOG } from '@farm/core';
import { addressGuard } from './address-guard';
import { downtimeGuard } from './downtime-guard';
import type { GuardContext } from './guard';

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const context = (pathname: string, account: Partial<Account> = {}): GuardContext => ({
  pathname,
  route: matchRoute(pathname),
  session: { user: { application: { myfarm: { acceptTerms: false, activate: false } } } } as Session,
  account: { address: null, tiles: [], ...account } as unknown as Account,
  flags: [],
});

const load = (content: DowntimeContent) => downtime$.next({ status: 'loaded', content });
const tileDown = (tileName: 'mycropmarketing' | 'myaccount', start = at(-HOUR), end = at(HOUR), text = ''): DowntimeContent => ({
  downtime: null,
  maintenance: [{ id: 1, tileName, startDowntimeDate: start, endDowntimeDate: end, text }],
});

describe('downtimeGuard', () => {
  it("puts the maintenance card, named by the account's tile, on the routes of a tile with an active downtime, and no others", () => {
    const end = at(HOUR);
    load(tileDown('myaccount', at(-HOUR), end, 'Moving to the new ledger.'));
    const tiles = [{ reference: 'myaccount', text: 'Your Account' }] as Account['tiles'];
    const card = { kind: 'maintenance', app: 'Your Account', end, text: 'Moving to the new ledger.' };
    assert.deepEqual(downtimeGuard(context('/dashboard/myaccount/payment-info', { tiles })), card);
    assert.deepEqual(downtimeGuard(context('/dashboard/myaccount', { tiles })), card);
    // Without the tile on the account, the route's own title names it.
    assert.deepEqual(downtimeGuard(context('/dashboard/myaccount')), { ...card, app: 'My Account' });
    assert.equal(downtimeGuard(context('/dashboard/policies')), undefined);
    assert.equal(downtimeGuard(context('/dashboard/myc')), undefined);
  });

  it('lets the route through before the downtime starts, after it ends, and when the load failed', () => {
    load(tileDown('myaccount', at(HOUR), at(2 * HOUR)));
    assert.equal(downtimeGuard(context('/dashboard/myaccount')), undefined);
    load(tileDown('myaccount', at(-2 * HOUR), at(-HOUR)));
    assert.equal(downtimeGuard(context('/dashboard/myaccount')), undefined);
    downtime$.next({ status: 'failed' });
    assert.equal(downtimeGuard(context('/dashboard/myaccount')), undefined);
  });

  it('blanks every route while the whole of MyFarm is down (the maintenance screen covers them), a tile downtime too', () => {
    load({
      downtime: { appName: 'MyFarm', showDownTime: true, plannedDownStartTime: at(-HOUR), plannedDownEndTime: at(HOUR), plannedDownTimeDate: '2026-01-01' },
      maintenance: tileDown('myaccount').maintenance,
    });
    assert.deepEqual(downtimeGuard(context('/dashboard/myaccount')), { kind: 'blank' });
    assert.deepEqual(downtimeGuard(context('/dashboard')), { kind: 'blank' });
    assert.deepEqual(downtimeGuard(context('/dashboard/updatecentre')), { kind: 'blank' });
  });
});

describe('addressGuard and downtime', () => {
  it('sends crop marketing without an address to / only when no downtime applies', () => {
    downtime$.next({ status: 'loaded', content: { downtime: null, maintenance: [] } });
    assert.deepEqual(addressGuard(context('/dashboard/myc')), { kind: 'redirect', to: '/', dialog: { kind: NO_COLLECTION_ADDRESS_DIALOG } });
    load(tileDown('mycropmarketing'));
    assert.equal(addressGuard(context('/dashboard/myc')), undefined);
    downtime$.next({ status: 'loading' });
  });
});

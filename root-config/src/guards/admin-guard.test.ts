import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, type Session, matchRoute, paths } from '@farm/core';
import { adminGuard } from './admin-guard';

const context = (pathname: string, { isAdmin, internal, viewing = false }: { isAdmin: boolean; internal: boolean; viewing?: boolean }) => ({
  pathname,
  route: matchRoute(pathname),
  session: {
    internal,
    user: { internal },
    ...(viewing ? { viewAs: { sessionId: crypto.randomUUID(), account: 'HARR0001', accountName: 'Harrison Farms Ltd' } } : {}),
  } as Session,
  account: { isAdmin } as Account,
  flags: [],
});

describe('adminGuard (spec 1 §2, §6)', () => {
  it('lets an admin of the selected account who is not internal in', () => {
    assert.equal(adminGuard(context(paths.admin, { isAdmin: true, internal: false })), undefined);
  });

  it('sends a user who is not admin of the account, and an internal user who is, to the dashboard', () => {
    const home = { kind: 'redirect', to: paths.dashboard, dialog: undefined };
    assert.deepEqual(adminGuard(context(paths.admin, { isAdmin: false, internal: false })), home);
    assert.deepEqual(adminGuard(context(paths.admin, { isAdmin: true, internal: true })), home);
  });

  it('sends staff viewing a business as its lead (an admin, not internal) to the dashboard', () => {
    assert.deepEqual(adminGuard(context(paths.admin, { isAdmin: true, internal: false, viewing: true })), {
      kind: 'redirect',
      to: paths.dashboard,
      dialog: undefined,
    });
  });

  it('leaves every other route alone', () => {
    assert.equal(adminGuard(context(paths.weather, { isAdmin: false, internal: true })), undefined);
  });
});

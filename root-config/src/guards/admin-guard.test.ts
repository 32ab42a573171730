import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, type Session, matchRoute, paths } from '@farm/core';
import { adminGuard } from './admin-guard';

const context = (pathname: string, { isAdmin, internal }: { isAdmin: boolean; internal: boolean }) => ({
  pathname,
  route: matchRoute(pathname),
  session: { internal, user: { internal } } as Session,
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

  it('leaves every other route alone', () => {
    assert.equal(adminGuard(context(paths.weather, { isAdmin: false, internal: true })), undefined);
  });
});

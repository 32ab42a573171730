import type { TileReference } from '@farm/core/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { newAccount } from '../db/new-account';
import type { Access, DemoUser } from './demo-users';
import { insertDemoUsers } from './insert-demo-users';

/**
 * Demo data the shell's end-to-end specs rely on, kept apart so no other flow changes it: a business with no
 * address on record (crop marketing sends its users home), with one tile locked and one hidden, and its
 * users: one ready to go, one with the terms still to accept, one still to activate, a member of staff
 * who is an admin of it (staff never see the Admin menu item), and one who resets their password.
 */
const SHELL_DEMO_ACCOUNT = 'MARS0009';

const marshLane = newAccount({
  reference: SHELL_DEMO_ACCOUNT,
  name: 'Marsh Lane Contracting',
  contact_email: 'office@marshlane.example',
});

const tiles: [TileReference, Access][] = [
  ['mycropmarketing', 'enable'],
  ['myaccount', 'enable'],
  ['grainsamples', 'enable'],
  ['calculators', 'lock'],
  ['oxbury', 'hide'],
];

const user = (email: string, name: string, { isAdmin = false, ...fields }: Partial<DemoUser> & { isAdmin?: boolean }): DemoUser => ({
  email,
  name,
  internal: false,
  termsPending: false,
  activationPending: false,
  lastAccessedAccount: SHELL_DEMO_ACCOUNT,
  memberships: [{ account: SHELL_DEMO_ACCOUNT, isAdmin, isLead: false, tiles }],
  ...fields,
});

export const shellDemoUsers: DemoUser[] = [
  user('shell@myfarm.example', 'Sam Fielding', {}),
  user('shell-terms@myfarm.example', 'Terry Marsh', { termsPending: true }),
  user('shell-activate@myfarm.example', 'Alex Marsh', { termsPending: true, activationPending: true }),
  user('shell-staff@myfarm.example', 'Morgan Reed', { internal: true, isAdmin: true }),
  // Changes its password through an e-mailed reset link (tests/e2e/password-reset.spec.ts).
  user('shell-reset@myfarm.example', 'Robin Marsh', {}),
];

export async function seedShellDemo(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db.insertInto('accounts').values(marshLane).execute();
  await insertDemoUsers(db, shellDemoUsers, passwordHash);
}

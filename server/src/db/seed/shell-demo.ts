import type { TileReference } from '@farm/shared/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../security/password';
import type { Database, NewAccount } from '../database';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Demo data the shell's end-to-end specs rely on, kept apart so no other flow changes it: a business with no
 * address on record (crop marketing sends its users home), with one tile locked and one hidden, and its
 * users: one ready to go, one with the terms still to accept, one still to activate, and a member of staff
 * who is an admin of it (staff never see the Admin menu item).
 */
export const SHELL_DEMO_ACCOUNT = 'MARS0009';

const marshLane: NewAccount = {
  reference: SHELL_DEMO_ACCOUNT,
  name: 'Marsh Lane Contracting',
  status: 'Active',
  vat_registration_number: null,
  street: null,
  locality: null,
  post_town: null,
  county: null,
  postcode: null,
  contact_email: 'office@marshlane.example',
  contact_phone: null,
  contact_mobile: null,
  contact_sms: null,
  assurance_status: null,
  assurance_reference: null,
  assurance_last_modified: null,
  sustainability_status: null,
  lead_user_id: null,
};

const tiles: [TileReference, 'enable' | 'lock' | 'hide'][] = [
  ['mycropmarketing', 'enable'],
  ['myaccount', 'enable'],
  ['grainsamples', 'enable'],
  ['calculators', 'lock'],
  ['oxbury', 'hide'],
];

export const shellDemoUsers = [
  { email: 'shell@myfarm.example', name: 'Sam Fielding', internal: false, isAdmin: false, termsPending: false, activationPending: false },
  { email: 'shell-terms@myfarm.example', name: 'Terry Marsh', internal: false, isAdmin: false, termsPending: true, activationPending: false },
  { email: 'shell-activate@myfarm.example', name: 'Alex Marsh', internal: false, isAdmin: false, termsPending: true, activationPending: true },
  { email: 'shell-staff@myfarm.example', name: 'Morgan Reed', internal: true, isAdmin: true, termsPending: false, activationPending: false },
] as const;

export async function seedShellDemo(db: Kysely<Database>): Promise<void> {
  await db.insertInto('accounts').values(marshLane).execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of shellDemoUsers) {
    const { id } = await db
      .insertInto('users')
      .values({
        email: user.email,
        username: user.email,
        name: user.name,
        password_hash: passwordHash,
        internal: user.internal,
        terms_pending: user.termsPending,
        activation_pending: user.activationPending,
        last_accessed_account: SHELL_DEMO_ACCOUNT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('account_users').values({ account_reference: SHELL_DEMO_ACCOUNT, user_id: id, is_admin: user.isAdmin }).execute();
    await db
      .insertInto('user_tiles')
      .values(
        tiles.map(([tile, access], index) => ({
          account_reference: SHELL_DEMO_ACCOUNT,
          user_id: id,
          tile_reference: tile,
          visible: access !== 'hide',
          locked: access === 'lock',
          sequence: (index + 1) * 10,
        })),
      )
      .execute();
  }
}

import { everyTile, type AccountUser, type AddAccountUser, type UpdateAccountUser } from '@farm/area-account-users/domain';
import { after, before } from 'node:test';
import { createMailer, type Mailer } from '../../mail';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';

// What the account-user API tests share: the app on a fresh database, a token for each kind of caller, and the
// calls and checks they make on Whitfield Agriculture, whose lead is lead@ and admin admin@.

export const WHIT = 'WHIT0003';
export const emails = {
  user: 'manager@myfarm.example',
  admin: 'admin@myfarm.example',
  lead: 'lead@myfarm.example',
  staff: 'staff@myfarm.example',
  other: 'grower@myfarm.example',
} as const;
export type Caller = keyof typeof emails;

export const noTiles = everyTile('disable');

export const newUser = (email: string, change: Partial<AddAccountUser> = {}): AddAccountUser => ({
  email,
  name: 'Alex Turner',
  contactNumber: '01799 123 456',
  role: 'User',
  tiles: { ...noTiles, myaccount: 'enable' },
  ...change,
});

export const editOf = (user: AccountUser, change: Partial<UpdateAccountUser> = {}): UpdateAccountUser => ({
  version: user.version,
  username: user.username,
  role: user.role === 'Admin' ? 'Admin' : 'User',
  tiles: user.tiles,
  ...change,
});

/** Starts the app for the test file (before/after hooks) and gives the file its calls on it. */
export function accountUsersTestApp() {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  before(async () => {
    // E-mails to an undeliverable address fail, as SMTP would; the rest go to the test's outbox folder.
    const mailer: Mailer = {
      send: async (mail) => {
        if (mail.to.startsWith('undeliverable')) throw new Error('550 mailbox unavailable');
        await createMailer(t.config.mail).send(mail);
      },
    };
    t = await createTestApp({}, { mailer });
    for (const caller of Object.keys(emails) as Caller[]) tokens[caller] = (await signIn(t.app, emails[caller])).accessToken;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/accounts/${WHIT}${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const list = async (token = tokens.lead): Promise<AccountUser[]> => (await call('GET', '/users', token)).json().data.users;
  return {
    get t() {
      return t;
    },
    tokens,
    call,
    list,
    userOf: async (email: string) => (await list()).find((user) => user.email === email)!,
    /** What administration can change on the business: memberships, roles, versions, tiles, and the users' names. */
    snapshot: async () =>
      JSON.stringify([
        await t.db.selectFrom('account_users').selectAll().where('account_reference', '=', WHIT).orderBy('user_id').execute(),
        await t.db.selectFrom('user_tiles').selectAll().where('account_reference', '=', WHIT).orderBy('user_id').orderBy('tile_reference').execute(),
        await t.db.selectFrom('users').select(['id', 'email', 'username']).orderBy('id').execute(),
      ]),
    auditActions: async (action: string) =>
      (await t.db.selectFrom('audit_log').select('message').where('action', '=', action).where('account_reference', '=', WHIT).execute()).map(
        (row) => row.message,
      ),
    /** Sets the lead's own access to a tile, as staff would, to try the rules against a lead with less. */
    setLeadTile: async (tile: string, visible: boolean, locked: boolean) => {
      const lead = await t.db.selectFrom('users').select('id').where('email', '=', emails.lead).executeTakeFirstOrThrow();
      await t.db
        .updateTable('user_tiles')
        .set({ visible, locked })
        .where('account_reference', '=', WHIT)
        .where('user_id', '=', lead.id)
        .where('tile_reference', '=', tile)
        .execute();
    },
  };
}

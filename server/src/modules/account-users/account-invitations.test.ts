import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { invitationMessages, type AccountInvitation, type MyInvitation } from '@farm/area-account-users/domain';
import { BUSINESS_INVITATION_SUBJECT } from '../../mail';
import { bearer, readOutbox, signIn } from '../../testing';
import { accountUsersTestApp, emails, newUser, noTiles, WHIT } from './account-users-test-kit';

// Issue 27 §4: adding someone who already uses MyFarm is an invitation they answer themselves. Whitfield (lead@,
// admin@) invites grower@ (Tom Harrison, lead of Harrison Farms, HARR0001); Harrison invites lead@ the other way.
const app = accountUsersTestApp();
const { tokens, call, list, snapshot, auditActions, setLeadTile } = app;
const HARR = 'HARR0001';
const GROWER = emails.other;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url: `/api${url}`, headers: { ...(token ? bearer(token) : {}), ...headers } });
const invitationsOf = async (reference = WHIT, token = tokens.lead): Promise<AccountInvitation[]> =>
  (await api('GET', `/accounts/${reference}/invitations`, token)).json().data.invitations;
const myInvitations = async (token: string): Promise<MyInvitation[]> => (await api('GET', '/myuser/invitations', token)).json().data.invitations;
const accept = (id: string, token: string) => api('POST', `/myuser/invitations/${id}/accept`, token);
const decline = (id: string, token: string) => api('POST', `/myuser/invitations/${id}/decline`, token);
const withdraw = (id: string, token: string | null = tokens.lead, reference = WHIT) => api('DELETE', `/accounts/${reference}/invitations/${id}`, token);
const myAccounts = async (
  token: string,
): Promise<{ reference: string; isAdmin: boolean; tiles: { reference: string; visible: boolean; locked: boolean }[] }[]> =>
  (await api('GET', '/myuser/accounts', token)).json().data.accounts;
const emailCheck = async (email: string, token = tokens.lead) =>
  (await call('GET', `/users/email-check?email=${encodeURIComponent(email)}`, token)).json().data.status as string;
const membershipOf = async (reference: string, email: string) =>
  app.t.db
    .selectFrom('account_users as au')
    .innerJoin('users as u', 'u.id', 'au.user_id')
    .select(['au.is_admin'])
    .where('au.account_reference', '=', reference)
    .where('u.email', '=', email)
    .executeTakeFirst();
/** Makes the invitation lapse, as 14 days would. */
const lapse = (id: string) =>
  app.t.db
    .updateTable('account_invitations')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();

/** Whitfield invites grower@ with what `typed` says (admin@ by default), and answers the invitation as listed. */
async function inviteGrower(typed: Parameters<typeof newUser>[1] = {}, token = tokens.admin): Promise<AccountInvitation> {
  const response = await call('POST', '/users', token, newUser('Grower@MyFarm.example', { name: 'Typed By Admin', ...typed }));
  assert.equal(response.statusCode, 201, response.body);
  return (await invitationsOf()).find((invitation) => invitation.email === GROWER)!;
}

describe('adding an existing MyFarm user invites them', () => {
  it('answers only what the admin typed, exactly as for a new e-mail, and makes no membership', async () => {
    const typed = newUser('Grower@MyFarm.example', { name: 'Typed By Admin', contactNumber: '07700 900 111', role: 'Admin' });
    const existing = await call('POST', '/users', tokens.admin, typed);
    const fresh = await call('POST', '/users', tokens.admin, { ...typed, email: 'brand.new@farm.example' });
    assert.equal(existing.statusCode, 201);
    assert.equal(fresh.statusCode, 201);
    const expected = {
      status: 'invitation-sent',
      name: 'Typed By Admin',
      contactNumber: '07700900111',
      role: 'Admin',
      tiles: { ...noTiles, myaccount: 'enable' },
    };
    assert.deepEqual(existing.json().data, { ...expected, email: GROWER });
    assert.deepEqual(fresh.json().data, { ...expected, email: 'brand.new@farm.example' });

    assert.equal(await membershipOf(WHIT, GROWER), undefined, 'no membership before they accept');
    assert.equal(
      (await list()).some((user) => user.email === GROWER),
      false,
    );
    assert.equal(
      (await myAccounts(tokens.other)).some((account) => account.reference === WHIT),
      false,
    );

    const listed = await invitationsOf();
    const invitation = listed.find((i) => i.email === GROWER)!;
    assert.deepEqual(
      { ...invitation, id: undefined, sentAt: undefined, expiresAt: undefined },
      { ...expected, email: GROWER, status: 'invitation-sent', id: undefined, sentAt: undefined, expiresAt: undefined },
    );
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    assert.equal(days, 14);
    const body = JSON.stringify(listed);
    for (const theirs of ['Tom Harrison', 'lastSignIn', 'harrison'])
      assert.equal(body.toLowerCase().includes(theirs.toLowerCase()), false, `nothing of theirs: ${theirs}`);

    const mail = (await readOutbox(app.t.config.mail.outboxDir)).find((m) => m.to.includes(GROWER))!;
    assert.equal(mail.subject, BUSINESS_INVITATION_SUBJECT);
    assert.match(mail.text, /^Hello Tom Harrison,/, 'greeted by their own name, not what was typed');
    assert.match(mail.text, /James Okafor has invited you to join Whitfield Agriculture on MyFarm as an admin\./);
    assert.deepEqual(
      (await auditActions('admin-existing-user-invited')).filter((m) => m.includes(GROWER)),
      [`Existing user ${GROWER} invited to ${WHIT} as Admin`],
    );

    assert.equal((await withdraw(invitation.id)).statusCode, 200);
    const fresher = (await list()).find((user) => user.email === 'brand.new@farm.example')!;
    assert.equal((await call('DELETE', `/users/${fresher.id}?version=${fresher.version}`, tokens.lead)).statusCode, 200);
  });

  it('has the e-mail check say the same of a new e-mail and of an existing user elsewhere; then invited, then on this business', async () => {
    assert.equal(await emailCheck('nobody.yet@farm.example'), 'can-invite');
    assert.equal(await emailCheck(GROWER), 'can-invite');
    const invitation = await inviteGrower();
    assert.equal(await emailCheck('GROWER@myfarm.example'), 'invited');
    assert.equal((await accept(invitation.id, tokens.other)).statusCode, 200);
    assert.equal(await emailCheck(GROWER), 'on-account');
    await removeGrower();
    assert.equal(await emailCheck(GROWER), 'can-invite');
  });

  it('refuses a second invitation while one is open (409), gives way once it lapsed, and sends a fresh e-mail', async () => {
    const first = await inviteGrower();
    const before = await snapshot();
    const again = await call('POST', '/users', tokens.lead, newUser(GROWER));
    assert.deepEqual([again.statusCode, again.json().errorCode, again.json().errorMessage], [409, 'INVITATION_PENDING', invitationMessages.alreadyInvited]);
    assert.equal(await snapshot(), before);

    await lapse(first.id);
    assert.equal((await invitationsOf()).find((i) => i.id === first.id)!.status, 'invitation-expired');
    assert.equal(await emailCheck(GROWER), 'can-invite');
    const mails = (await readOutbox(app.t.config.mail.outboxDir)).filter((m) => m.to.includes(GROWER)).length;
    const second = await inviteGrower({ name: 'Tom again' }, tokens.lead);
    assert.notEqual(second.id, first.id);
    assert.deepEqual(
      (await invitationsOf()).filter((i) => i.email === GROWER).map((i) => [i.name, i.status]),
      [['Tom again', 'invitation-sent']],
    );
    assert.equal((await readOutbox(app.t.config.mail.outboxDir)).filter((m) => m.to.includes(GROWER)).length, mails + 1);
    assert.equal((await withdraw(second.id)).statusCode, 200);
  });

  it('invites nobody when the e-mail cannot be sent: the invitation and its audit entry roll back', async () => {
    await app.t.db
      .insertInto('users')
      .values({ email: 'undeliverable.grower@farm.example', username: 'undeliverable.grower@farm.example', name: 'Una Deliver', password_hash: null })
      .execute();
    const response = await call('POST', '/users', tokens.lead, newUser('undeliverable.grower@farm.example'));
    assert.equal(response.statusCode, 500);
    assert.deepEqual(await invitationsOf(), []);
    assert.equal(
      (await auditActions('admin-existing-user-invited')).some((m) => m.includes('undeliverable')),
      false,
    );
  });
});

describe('the invited user answers', () => {
  it('sees their open invitations: the business, who asked and as what; not a lapsed one', async () => {
    const invitation = await inviteGrower({ role: 'Admin' });
    assert.deepEqual(await myInvitations(tokens.other), [
      {
        id: invitation.id,
        business: { reference: WHIT, name: 'Whitfield Agriculture' },
        invitedBy: 'James Okafor',
        role: 'Admin',
        expiresAt: invitation.expiresAt,
      },
    ]);
    await lapse(invitation.id);
    assert.deepEqual(await myInvitations(tokens.other), []);
    for (const answer of [accept, decline]) {
      const response = await answer(invitation.id, tokens.other);
      assert.deepEqual([response.statusCode, response.json().errorMessage], [404, invitationMessages.notFound]);
    }
    assert.equal(await membershipOf(WHIT, GROWER), undefined);
    assert.equal((await withdraw(invitation.id)).statusCode, 200, 'the admin withdraws a lapsed one');
  });

  it('accepting joins the business with the role and tiles chosen, once, and the business is in their list', async () => {
    const tiles = { ...noTiles, myaccount: 'enable', mycropmarketing: 'lock', mymarkets: 'enable' } as const;
    const invitation = await inviteGrower({ role: 'Admin', tiles });
    const accepted = await accept(invitation.id, tokens.other);
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(accepted.json().data, { business: { reference: WHIT, name: 'Whitfield Agriculture' } });

    const whitfield = (await myAccounts(tokens.other)).find((account) => account.reference === WHIT)!;
    assert.equal(whitfield.isAdmin, true);
    const access = Object.fromEntries(whitfield.tiles.map((tile) => [tile.reference, tile.visible ? (tile.locked ? 'lock' : 'enable') : 'disable']));
    for (const [tile, state] of Object.entries(tiles)) if (state !== 'disable') assert.equal(access[tile], state, tile);
    const listed = (await list()).find((user) => user.email === GROWER)!;
    assert.deepEqual([listed.name, listed.role, listed.tiles], ['Tom Harrison', 'Admin', tiles]);
    assert.deepEqual(await invitationsOf(), []);
    assert.deepEqual(await myInvitations(tokens.other), []);
    assert.equal((await auditActions('invitation-accepted')).at(-1), `${GROWER} accepted the invitation to ${WHIT} as Admin`);

    const twice = await accept(invitation.id, tokens.other);
    assert.deepEqual([twice.statusCode, twice.json().errorCode], [404, 'INVITATION_NOT_FOUND']);
    await removeGrower();
  });

  it('ten accepts at the same moment make one membership and one audit entry', async () => {
    const invitation = await inviteGrower();
    const audits = (await auditActions('invitation-accepted')).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(invitation.id, tokens.other)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, ...Array<number>(9).fill(404)]);
    assert.equal((await auditActions('invitation-accepted')).length, audits + 1);
    assert.deepEqual(await membershipOf(WHIT, GROWER), { is_admin: false });
    await removeGrower();
  });

  it("gives no more than the lead's access when it shrank after the invitation went", async () => {
    const invitation = await inviteGrower({ tiles: { ...noTiles, mymarkets: 'enable', myaccount: 'enable' } }, tokens.lead);
    await setLeadTile('mymarkets', true, true);
    try {
      assert.equal((await accept(invitation.id, tokens.other)).statusCode, 200);
      const listed = (await list()).find((user) => user.email === GROWER)!;
      assert.deepEqual([listed.tiles.mymarkets, listed.tiles.myaccount], ['lock', 'enable']);
    } finally {
      await setLeadTile('mymarkets', true, false);
      await removeGrower();
    }
  });

  it('declining removes it without a membership, and the business may invite them again', async () => {
    const invitation = await inviteGrower();
    const declined = await decline(invitation.id, tokens.other);
    assert.deepEqual([declined.statusCode, declined.json().data], [200, { declined: true }]);
    assert.equal(await membershipOf(WHIT, GROWER), undefined);
    assert.deepEqual(await invitationsOf(), []);
    assert.equal((await auditActions('invitation-declined')).at(-1), `${GROWER} declined the invitation to ${WHIT}`);
    assert.equal((await accept(invitation.id, tokens.other)).statusCode, 404, 'declined is final');
    assert.equal(await emailCheck(GROWER), 'can-invite');
  });
});

describe('an invitation is its invitee’s, and its business’s admins’', () => {
  it('nobody else sees, accepts or declines it: another business’s admin, the inviting admins, a member, staff', async () => {
    const toGrower = await inviteGrower();
    // Harrison Farms' lead invites Whitfield's lead: to this one, admin@ is another business's admin.
    const harrison = await app.t.app.inject({
      method: 'POST',
      url: `/api/accounts/${HARR}/users`,
      headers: bearer(tokens.other),
      payload: newUser(emails.lead),
    });
    assert.equal(harrison.statusCode, 201, harrison.body);
    const toSarah = (await invitationsOf(HARR, tokens.other)).find((i) => i.email === emails.lead)!;

    const intruders: [AccountInvitation, string[]][] = [
      [toGrower, ['lead', 'admin', 'user', 'staff']],
      [toSarah, ['other', 'admin', 'user', 'staff']],
    ];
    const before = await snapshot();
    for (const [invitation, callers] of intruders) {
      for (const caller of callers) {
        const token = tokens[caller as keyof typeof tokens];
        assert.equal(
          (await myInvitations(token)).some((mine) => mine.id === invitation.id),
          false,
          `${caller} does not see it`,
        );
        for (const answer of [accept, decline]) {
          const response = await answer(invitation.id, token);
          assert.deepEqual([response.statusCode, response.json().errorCode], [404, 'INVITATION_NOT_FOUND'], `${caller} ${answer.name}`);
        }
      }
    }
    assert.equal(await snapshot(), before, 'no membership was made');
    assert.deepEqual(
      (await invitationsOf()).map((i) => i.id),
      [toGrower.id],
    );
    assert.deepEqual(
      (await invitationsOf(HARR, tokens.other)).map((i) => i.id),
      [toSarah.id],
    );

    // Each side answers its own.
    assert.equal((await decline(toSarah.id, tokens.lead)).statusCode, 200);
    assert.equal((await decline(toGrower.id, tokens.other)).statusCode, 200);
  });

  it('withdrawing and listing are for the inviting business’s lead and admins only', async () => {
    const invitation = await inviteGrower();
    const before = await snapshot();
    // Another business's admin, naming their own business: not found there.
    const elsewhere = await withdraw(invitation.id, tokens.other, HARR);
    assert.deepEqual([elsewhere.statusCode, elsewhere.json().errorCode], [404, 'INVITATION_NOT_FOUND']);
    // Naming Whitfield: not theirs; a member who is not an admin, and staff: admins only.
    assert.deepEqual(
      [
        (await withdraw(invitation.id, tokens.other)).json().errorCode,
        (await withdraw(invitation.id, tokens.user)).json().errorCode,
        (await withdraw(invitation.id, tokens.staff)).json().errorCode,
      ],
      ['ACCOUNT_FORBIDDEN', 'ADMINS_ONLY', 'ADMINS_ONLY'],
    );
    assert.equal((await withdraw(invitation.id, null)).statusCode, 401);
    for (const token of [tokens.other, tokens.user, tokens.staff]) assert.equal((await api('GET', `/accounts/${WHIT}/invitations`, token)).statusCode, 403);
    assert.equal((await api('GET', `/accounts/${WHIT}/invitations`, null)).statusCode, 401);
    assert.equal((await api('GET', '/myuser/invitations', null)).statusCode, 401);
    assert.equal(await snapshot(), before);
    assert.equal((await invitationsOf()).length, 1);

    const withdrawn = await withdraw(invitation.id, tokens.admin);
    assert.deepEqual([withdrawn.statusCode, withdrawn.json().data], [200, { withdrawn: true }]);
    assert.equal((await auditActions('admin-invitation-withdrawn')).at(-1), `Invitation of ${GROWER} to ${WHIT} withdrawn`);
    assert.deepEqual(await myInvitations(tokens.other), []);
    const late = await accept(invitation.id, tokens.other);
    assert.deepEqual([late.statusCode, late.json().errorMessage], [404, invitationMessages.notFound]);
    assert.equal((await withdraw(invitation.id, tokens.admin)).statusCode, 404);
    assert.equal((await withdraw('not-an-id', tokens.admin)).statusCode, 404);
  });

  it("staff viewing a business as its lead see none of the lead's invitations and answer none", async () => {
    const harrison = await app.t.app.inject({
      method: 'POST',
      url: `/api/accounts/${HARR}/users`,
      headers: bearer(tokens.other),
      payload: newUser(emails.lead),
    });
    assert.equal(harrison.statusCode, 201);
    const [invitation] = await myInvitations(tokens.lead);
    const staff = (await signIn(app.t.app, emails.staff)).accessToken;
    const session = (await app.t.app.inject({ method: 'POST', url: '/api/staff/view-as', headers: bearer(staff), payload: { account: WHIT } })).json().data
      .session.id as string;
    const asLead = { 'x-view-as': session };
    assert.deepEqual((await api('GET', '/myuser/invitations', staff, asLead)).json().data.invitations, []);
    const refused = await api('POST', `/myuser/invitations/${invitation!.id}/accept`, staff, asLead);
    assert.deepEqual([refused.statusCode, refused.json().errorCode], [403, 'VIEW_AS_READ_ONLY']);
    assert.equal(await membershipOf(HARR, emails.lead), undefined);
    assert.equal((await decline(invitation!.id, tokens.lead)).statusCode, 200);
  });
});

/** Takes grower@ off Whitfield again, as its lead would. */
async function removeGrower() {
  const grower = (await list()).find((user) => user.email === GROWER)!;
  assert.equal((await call('DELETE', `/users/${grower.id}?version=${grower.version}`, tokens.lead)).statusCode, 200);
}

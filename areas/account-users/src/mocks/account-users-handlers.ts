import {
  accountUserMessages,
  adminTileLabel,
  allowedTileAccess,
  invitationMessages,
  LEAD_ONLY_TILE,
  ADMIN_TILE_REFERENCES,
  type AccountInvitation,
  type AccountUser,
} from '@farm/area-account-users';
import { addAccountUserSchema, updateAccountUserSchema } from '@farm/area-account-users';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { accountInvitation, accountUser, demoAccountUsers, demoOtherMyFarmUsers } from './account-users-fixtures';

const USERS = '/api/accounts/:reference/users';
const INVITATIONS = '/api/accounts/:reference/invitations';

/** The server's 400 for a body its schema refuses: the first message. */
const refusal = (error: { issues: { message: string }[] }) => failure(400, 'VALIDATION_ERROR', error.issues[0]?.message ?? 'Invalid request.');

/** Lead first, then by name, as the server lists them. */
const listed = (users: AccountUser[]) => [...users].sort((a, b) => Number(b.role === 'Lead') - Number(a.role === 'Lead') || a.name.localeCompare(b.name));

/** The tile the change would give more access than the lead's (spec 1 §4), if any. */
function tileAboveLead(users: AccountUser[], tiles: Record<string, string>, current?: AccountUser) {
  const lead = users.find((u) => u.role === 'Lead');
  if (!lead) return undefined;
  return ADMIN_TILE_REFERENCES.find((tile) => {
    const wanted = tiles[tile] as AccountUser['tiles'][typeof tile];
    // A new user starts with every tile disabled; a state kept as it was is no change.
    const now = current?.tiles[tile] ?? 'disable';
    return wanted !== now && !allowedTileAccess(lead.tiles[tile], now).includes(wanted);
  });
}

export interface AccountUsersOptions {
  /** Whether the signed-in user is the account's lead (else an admin who is not, as the demo user is). */
  viewerIsLead?: boolean;
  start?: () => AccountUser[];
  /** The invitations each account starts with: none unless given. */
  startInvitations?: () => AccountInvitation[];
}

/**
 * The account-user administration API (issue 12) over one list per account, as the server keeps it: bodies
 * checked with the shared schemas, the version of each user checked on a change (409 STALE_VERSION), and the
 * protections (the lead and yourself not editable, the Farm Management tile the lead's alone, no tile above the
 * lead's). `changeElsewhere` changes a user as another browser would, moving their version on. Adding one of
 * `demoOtherMyFarmUsers` invites them (issue 27 §4); any other new e-mail becomes a user awaiting activation.
 */
export function accountUsersHandlers({ viewerIsLead = false, start = demoAccountUsers, startInvitations = () => [] }: AccountUsersOptions = {}) {
  const lists = new Map<string, AccountUser[]>();
  const listOf = (reference: string) => {
    if (!lists.has(reference)) lists.set(reference, start());
    return lists.get(reference)!;
  };
  const invitations = new Map<string, AccountInvitation[]>();
  const invitationsOf = (reference: string) => {
    if (!invitations.has(reference)) invitations.set(reference, startInvitations());
    return invitations.get(reference)!;
  };
  const save = (reference: string, users: AccountUser[]) => lists.set(reference, listed(users));
  /** The refusal a change of `user` gets before its body is looked at, if any. */
  const refuseChangeOf = (user: AccountUser | undefined, version: number) => {
    if (!user) return failure(404, 'NOT_ON_ACCOUNT', accountUserMessages.notOnAccount);
    if (user.role === 'Lead') return failure(403, 'LEAD_NOT_EDITABLE', accountUserMessages.leadNotEditable);
    if (user.isYou) return failure(403, 'NOT_YOURSELF', accountUserMessages.notYourself);
    if (user.version !== version) return failure(409, 'STALE_VERSION', accountUserMessages.staleVersion);
    return undefined;
  };

  return {
    handlers: [
      http.get(USERS, ({ params }) => ok({ users: listOf(String(params.reference)) })),
      http.get(`${USERS}/email-check`, ({ params, request }) => {
        const email = (new URL(request.url).searchParams.get('email') ?? '').toLowerCase();
        const onAccount = listOf(String(params.reference)).some((u) => u.email === email || u.username === email);
        const invited = invitationsOf(String(params.reference)).some((i) => i.email === email && i.status === 'invitation-sent');
        return ok({ status: onAccount ? 'on-account' : invited ? 'invited' : 'can-invite' });
      }),
      http.get(INVITATIONS, ({ params }) => ok({ invitations: invitationsOf(String(params.reference)) })),
      http.delete(`${INVITATIONS}/:invitationId`, ({ params }) => {
        const reference = String(params.reference);
        const listed = invitationsOf(reference);
        if (!listed.some((i) => i.id === params.invitationId)) return failure(404, 'INVITATION_NOT_FOUND', invitationMessages.notFound);
        invitations.set(
          reference,
          listed.filter((i) => i.id !== params.invitationId),
        );
        return ok({ withdrawn: true });
      }),
      http.post(USERS, async ({ params, request }) => {
        const parsed = addAccountUserSchema.safeParse(await request.json());
        if (!parsed.success) return refusal(parsed.error);
        const body = parsed.data;
        const reference = String(params.reference);
        const users = listOf(reference);
        if (users.some((u) => u.email === body.email || u.username === body.email)) return failure(409, 'USER_EXISTS', accountUserMessages.userExists);
        if (!viewerIsLead && body.tiles[LEAD_ONLY_TILE] !== 'disable') {
          return failure(403, 'LEAD_ONLY_TILE', accountUserMessages.leadOnlyTile(adminTileLabel(LEAD_ONLY_TILE)));
        }
        const above = tileAboveLead(users, body.tiles);
        if (above) return failure(403, 'TILE_ABOVE_LEAD', accountUserMessages.tileAboveLead(adminTileLabel(above)));
        const tiles = { ...body.tiles } as AccountUser['tiles'];
        if (demoOtherMyFarmUsers.includes(body.email)) {
          if (invitationsOf(reference).some((i) => i.email === body.email && i.status === 'invitation-sent')) {
            return failure(409, 'INVITATION_PENDING', invitationMessages.alreadyInvited);
          }
          const invitation = accountInvitation({ ...body, role: body.role, tiles, sentAt: new Date().toISOString() });
          invitations.set(reference, [...invitationsOf(reference).filter((i) => i.email !== body.email), invitation]);
        } else {
          save(reference, [...users, accountUser({ ...body, tiles, invitationPending: true })]);
        }
        return ok({ status: 'invitation-sent', ...body, tiles }, 201);
      }),
      http.put(`${USERS}/:userId`, async ({ params, request }) => {
        const reference = String(params.reference);
        const users = listOf(reference);
        const raw = (await request.json()) as { version?: unknown };
        const user = users.find((u) => u.id === params.userId);
        const refused = refuseChangeOf(user, Number(raw.version));
        if (refused) return refused;
        const parsed = updateAccountUserSchema.safeParse(raw);
        if (!parsed.success) return refusal(parsed.error);
        const change = parsed.data;
        if (!viewerIsLead && change.tiles[LEAD_ONLY_TILE] !== user!.tiles[LEAD_ONLY_TILE]) {
          return failure(403, 'LEAD_ONLY_TILE', accountUserMessages.leadOnlyTile(adminTileLabel(LEAD_ONLY_TILE)));
        }
        const above = tileAboveLead(users, change.tiles, user);
        if (above) return failure(403, 'TILE_ABOVE_LEAD', accountUserMessages.tileAboveLead(adminTileLabel(above)));
        if (users.some((u) => u !== user && (u.username === change.username || u.email === change.username))) {
          return failure(409, 'USERNAME_TAKEN', accountUserMessages.usernameTaken);
        }
        const updated: AccountUser = {
          ...user!,
          username: change.username,
          role: change.role,
          tiles: { ...change.tiles } as AccountUser['tiles'],
          version: user!.version + 1,
        };
        save(
          reference,
          users.map((u) => (u === user ? updated : u)),
        );
        return ok({ user: updated });
      }),
      http.delete(`${USERS}/:userId`, ({ params, request }) => {
        const reference = String(params.reference);
        const users = listOf(reference);
        const user = users.find((u) => u.id === params.userId);
        const refused = refuseChangeOf(user, Number(new URL(request.url).searchParams.get('version')));
        if (refused) return refused;
        save(
          reference,
          users.filter((u) => u !== user),
        );
        return ok({ removed: true });
      }),
    ],
    /** The users of an account as the mock server holds them now. */
    users: (reference: string) => listOf(reference),
    /** Its invitations not yet answered. */
    invitations: (reference: string) => invitationsOf(reference),
    /** Another browser's saved change to a user: their version moves on. */
    changeElsewhere(reference: string, userId: string, change: Partial<Pick<AccountUser, 'role' | 'username' | 'tiles'>>) {
      save(
        reference,
        listOf(reference).map((u) => (u.id === userId ? { ...u, ...change, version: u.version + 1 } : u)),
      );
    },
  };
}

import { everyTile, type AccountInvitation, type AccountUser, type AdminTiles, type MyInvitation } from '@farm/area-account-users';

// The account-user administration demo data of the mock API (widget tests and the admin dev page's mock mode),
// in the shape the server answers: the lead first, then by name. The signed-in demo user (grower@, Tom Harrison)
// is an admin of Harrison Farms Ltd who is not its lead.

/** Every administrable tile disabled, then the ones given. */
const tileAccess = (given: Partial<AdminTiles> = {}): AdminTiles => ({ ...everyTile('disable'), ...given });

export function accountUser(overrides: Partial<AccountUser> & Pick<AccountUser, 'name' | 'email'>): AccountUser {
  return {
    id: crypto.randomUUID(),
    username: overrides.email,
    role: 'User',
    contactNumber: '01799523456',
    lastSignIn: null,
    invitationPending: false,
    isYou: false,
    tiles: tileAccess(),
    version: 1,
    ...overrides,
  };
}

/** The lead's tiles: crop marketing and my account open, MySOYL and Analytics locked, Oxbury off. */
const demoLeadTiles = (): AdminTiles =>
  tileAccess({ mycropmarketing: 'enable', mysoyl: 'lock', myaccount: 'enable', greenlight: 'enable', mymarkets: 'enable', yagro: 'lock' });

export const demoAccountUsers = (): AccountUser[] => [
  accountUser({
    name: 'Margaret Harrison',
    email: 'margaret@harrisonfarms.example',
    role: 'Lead',
    contactNumber: '01799523400',
    lastSignIn: '2026-11-20T08:05:00.000Z',
    tiles: demoLeadTiles(),
  }),
  accountUser({
    name: 'Amy Clarke',
    email: 'amy.clarke@agronomy.example',
    contactNumber: '07700900456',
    invitationPending: true,
    tiles: tileAccess({ mysoyl: 'lock', myaccount: 'enable' }),
  }),
  accountUser({
    name: 'Dave Fuller',
    email: 'dave@harrisonfarms.example',
    lastSignIn: '2026-11-23T16:40:00.000Z',
    tiles: tileAccess({ mycropmarketing: 'enable', mysoyl: 'lock', myaccount: 'lock', greenlight: 'enable', mymarkets: 'enable' }),
    version: 3,
  }),
  accountUser({
    name: 'Tom Harrison',
    email: 'grower@myfarm.example',
    role: 'Admin',
    isYou: true,
    lastSignIn: '2026-11-24T07:30:00.000Z',
    tiles: tileAccess({ mycropmarketing: 'enable', myaccount: 'enable', mymarkets: 'enable' }),
  }),
];

/** People who use MyFarm with other businesses: adding one invites them, and they answer (issue 27 §4). */
export const demoOtherMyFarmUsers = ['sam.price@fenedge.example'];

const DAY_MS = 86_400_000;

/** An invitation as the admin's list shows it: what they typed, sent a day ago, open for 13 more. */
export function accountInvitation(overrides: Partial<AccountInvitation> & Pick<AccountInvitation, 'name' | 'email'>): AccountInvitation {
  const sent = Date.now() - DAY_MS;
  return {
    id: crypto.randomUUID(),
    contactNumber: '01353662211',
    role: 'User',
    tiles: tileAccess({ myaccount: 'enable' }),
    status: 'invitation-sent',
    sentAt: new Date(sent).toISOString(),
    expiresAt: new Date(sent + 14 * DAY_MS).toISOString(),
    ...overrides,
  };
}

/** An invitation as the invited user sees it. */
export function myInvitation(overrides: Partial<MyInvitation> & Pick<MyInvitation, 'business'>): MyInvitation {
  return {
    id: crypto.randomUUID(),
    invitedBy: 'Sarah Whitfield',
    role: 'User',
    expiresAt: new Date(Date.now() + 13 * DAY_MS).toISOString(),
    ...overrides,
  };
}

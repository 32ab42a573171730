import type { TileReference } from '@farm/core/domain';
import { demoAccountReferences as refs } from './demo-accounts';

export const DEMO_PASSWORD = 'myfarm-demo';

export type Access = 'enable' | 'lock' | 'hide';

export interface DemoMembership {
  account: string;
  isAdmin: boolean;
  isLead: boolean;
  /** Tiles in the order this user sees them on this account; tiles left out are not configured for them. */
  tiles: [TileReference, Access][];
}

export interface DemoUser {
  email: string;
  name: string;
  internal: boolean;
  termsPending: boolean;
  activationPending: boolean;
  lastAccessedAccount: string | null;
  memberships: DemoMembership[];
  /** Staff groups of an internal user, for feature toggles. */
  groups?: string[];
  /** The code a user who must activate enters (stored hashed). */
  activationCode?: string;
}

const everyTileEnabled: [TileReference, Access][] = [
  ['mycropmarketing', 'enable'],
  ['mysoyl', 'enable'],
  ['greenlight', 'enable'],
  ['fertiliser', 'enable'],
  ['mapping', 'enable'],
  ['yagro', 'enable'],
  ['calculators', 'enable'],
  ['myaccount', 'enable'],
  ['grainsamples', 'enable'],
  ['mymarkets', 'enable'],
  ['subscribe', 'enable'],
  ['events', 'enable'],
  ['oxbury', 'enable'],
];

/** A user of Whitfield Agriculture who is not an admin, with the access `accessTo` gives each tile. */
function whitfieldUser(email: string, name: string, accessTo: (tile: TileReference) => Access): DemoUser {
  return {
    email,
    name,
    internal: false,
    termsPending: false,
    activationPending: false,
    lastAccessedAccount: refs.whitfield,
    memberships: [{ account: refs.whitfield, isAdmin: false, isLead: false, tiles: everyTileEnabled.map(([tile]) => [tile, accessTo(tile)]) }],
  };
}

export const demoUsers: DemoUser[] = [
  {
    email: 'grower@myfarm.example',
    name: 'Tom Harrison',
    internal: false,
    termsPending: false,
    activationPending: false,
    lastAccessedAccount: refs.harrison,
    memberships: [
      {
        account: refs.harrison,
        isAdmin: true,
        isLead: true,
        tiles: [
          ['mycropmarketing', 'enable'],
          ['myaccount', 'enable'],
          ['grainsamples', 'enable'],
          ['calculators', 'enable'],
          ['greenlight', 'enable'],
          ['mysoyl', 'enable'],
          ['fertiliser', 'enable'],
          ['mapping', 'lock'],
          ['yagro', 'enable'],
          ['mymarkets', 'enable'],
          ['oxbury', 'enable'],
          ['events', 'enable'],
          ['subscribe', 'hide'],
        ],
      },
      {
        account: refs.fenEdge,
        isAdmin: false,
        isLead: false,
        tiles: [
          ['myaccount', 'enable'],
          ['calculators', 'enable'],
          ['mycropmarketing', 'lock'],
          ['grainsamples', 'lock'],
          ['fertiliser', 'enable'],
          ['mymarkets', 'enable'],
          ['yagro', 'lock'],
          ['events', 'enable'],
          ['subscribe', 'enable'],
          ['mysoyl', 'hide'],
          ['greenlight', 'hide'],
          ['mapping', 'hide'],
          ['oxbury', 'hide'],
        ],
      },
    ],
  },
  {
    email: 'lead@myfarm.example',
    name: 'Sarah Whitfield',
    internal: false,
    termsPending: false,
    activationPending: false,
    lastAccessedAccount: refs.whitfield,
    memberships: [{ account: refs.whitfield, isAdmin: true, isLead: true, tiles: everyTileEnabled }],
  },
  {
    email: 'admin@myfarm.example',
    name: 'James Okafor',
    internal: false,
    termsPending: false,
    activationPending: false,
    lastAccessedAccount: null,
    memberships: [
      {
        account: refs.whitfield,
        isAdmin: true,
        isLead: false,
        tiles: everyTileEnabled.map(([tile, access]) => [tile, tile === 'oxbury' ? 'lock' : access]),
      },
    ],
  },
  // Whitfield's farm manager sells and sees prices, but not the accounts; its office sees invoices and statements.
  whitfieldUser('manager@myfarm.example', 'Dan Pryce', (tile) => (tile === 'myaccount' || tile === 'oxbury' ? 'hide' : tile === 'yagro' ? 'lock' : 'enable')),
  whitfieldUser('office@myfarm.example', 'Gwen Ashby', (tile) => (tile === 'myaccount' || tile === 'calculators' ? 'enable' : 'hide')),
  {
    email: 'staff@myfarm.example',
    name: 'Priya Patel',
    internal: true,
    groups: ['grain-desk', 'digital-team'],
    termsPending: false,
    activationPending: false,
    lastAccessedAccount: refs.harrison,
    memberships: [
      { account: refs.harrison, isAdmin: false, isLead: false, tiles: everyTileEnabled },
      { account: refs.whitfield, isAdmin: false, isLead: false, tiles: everyTileEnabled },
    ],
  },
  {
    // Signed up but not yet set up on any business: the portal shows the "no MyFarm configuration" message.
    email: 'newuser@myfarm.example',
    name: 'Ellie Brooks',
    internal: false,
    termsPending: true,
    activationPending: true,
    lastAccessedAccount: null,
    memberships: [],
  },
  {
    // Must activate with the code from their welcome letter, then accept the terms (e2e: access.spec.ts).
    email: 'activate@myfarm.example',
    name: 'Owen Marsh',
    internal: false,
    termsPending: true,
    activationPending: true,
    activationCode: 'FARM2026A',
    lastAccessedAccount: refs.brookside,
    memberships: [{ account: refs.brookside, isAdmin: false, isLead: false, tiles: everyTileEnabled }],
  },
  {
    // Activated, but has not accepted the terms yet.
    email: 'terms@myfarm.example',
    name: 'Hannah Reed',
    internal: false,
    termsPending: true,
    activationPending: false,
    lastAccessedAccount: refs.brookside,
    memberships: [{ account: refs.brookside, isAdmin: false, isLead: false, tiles: everyTileEnabled }],
  },
];

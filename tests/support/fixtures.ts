import type { Account, Tile, User } from '@farm/core';

/** Test data builders shared by widget tests. */
export function tile(overrides: Partial<Tile> & Pick<Tile, 'reference' | 'text'>): Tile {
  return {
    id: Math.floor(Math.random() * 1e6),
    type: 'item',
    description: `${overrides.text} description`,
    route: `/dashboard/${overrides.reference}`,
    target: '_self',
    visible: true,
    locked: false,
    sequence: 1,
    externalUserAccess: true,
    hideWhenFlag: null,
    showWhenFlag: null,
    ...overrides,
  };
}

export function account(overrides: Partial<Account> & Pick<Account, 'reference' | 'name'>): Account {
  return {
    status: 'Active',
    vatRegistrationNumber: 'GB123456789',
    address: { street: '1 Church Lane', locality: null, postTown: 'Saffron Walden', county: 'Essex', postcode: 'CB10 1AA' },
    contact: { email: null, phone: null, mobile: null, sms: null },
    assurance: { status: null, reference: null, lastModified: null },
    sustainability: { status: null },
    isAdmin: false,
    leadId: null,
    userName: 'grower@myfarm.example',
    config: { leadUser: false },
    hasMCM: true,
    tiles: [],
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    email: 'grower@myfarm.example',
    username: 'grower@myfarm.example',
    name: 'Tom Harrison',
    internal: false,
    application: { myfarm: { acceptTerms: false, activate: false } },
    lastAccessedAccount: null,
    ...overrides,
  };
}

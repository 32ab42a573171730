import type { ActivationBody, Account, User } from '@farm/core';
import { http } from 'msw';
import { failure, ok } from '../api-envelopes';
import { account, user } from '../fixtures';

/** The businesses of the demo data: the fixtures' Saffron Walden farm and one in Ely. */
export const demoAccounts: Account[] = [
  account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }),
  account({
    reference: 'FEN002',
    name: 'Fen Edge Partnership',
    address: { street: '4 Station Road', locality: null, postTown: 'Ely', county: 'Cambridgeshire', postcode: 'CB7 4TX' },
  }),
];

/** GET /api/user: the older API's shape around `me`. */
export const currentUserHandler = (me: User = user()) =>
  http.get('/api/user', () => ok({ user: { sub: 'demo-user', email: me.email, name: me.name, sessionId: null }, myUser: me }));

/** The signed-in user's businesses, the last-accessed record and the feature toggles (none: everything allowed). */
export const accountHandlers = [
  http.get('/api/myuser/accounts', () => ok({ accounts: demoAccounts })),
  http.get('/api/myuser/accounts/:reference', ({ params }) => {
    const found = demoAccounts.find((a) => a.reference === params.reference);
    return found ? ok({ account: found }) : failure(403, 'FORBIDDEN', 'You do not have access to this account.');
  }),
  http.put('/api/users/:user', () => ok({}, 201)),
  http.get('/api/myuser/features', () => ok({ toggles: [] })),
];

/** POST /api/myuser/activations: the demo code FARM2026A activates; any other is the incorrect-code 404. */
export const activationHandler = http.post('/api/myuser/activations', async ({ request }) => {
  const { key } = ((await request.json()) as ActivationBody).data.activation;
  if (key === 'FARM2026A') return ok({ user: user() }, 201);
  return failure(404, 'ACTIVATION_CODE_INCORRECT', 'Incorrect code entered. Please try again.');
});

import { envelopeSchema, userSchema } from '@farm/core/domain';
import { z } from 'zod';
import { selfOrStaff } from '../../access';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import { toUser } from './to-user';
import { findUserByEmail } from './user-queries';

/** GET /api/users/:user (the user's e-mail, which is their username): a user record, for the user themself or for internal staff. */
export function getUser(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/users/:user',
    {
      // Refused before any lookup, so external users cannot learn which e-mails exist.
      // The user's own profile stays open while activation or terms are pending (issue 27 §3).
      config: { access: selfOrStaff('user', 'email'), openDuringOnboarding: true },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'A user by e-mail (yourself, or anyone for internal users)',
        params: z.object({ user: z.string().min(1).max(320).describe("The user's e-mail address, which is their username") }),
        response: {
          200: envelopeSchema(z.object({ user: userSchema })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      // The caller's own record too is read now: it holds what they change themself (terms, activation, last account).
      const user = await findUserByEmail(db, request.params.user);
      if (!user) throw errors.notFound();
      return ok({ user: toUser(user) });
    },
  );
}

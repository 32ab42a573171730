import { envelopeSchema, updateUserBodySchema, userSchema } from '@farm/core/domain';
import { z } from 'zod';
import { selfOnly } from '../../access';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import { findMembership } from '../accounts';
import { toUser } from './to-user';
import { setLastAccessedAccount } from './user-queries';

/** PUT /api/users/:user (the user's e-mail, which is their username): records the business account the user switched to (only for themself). */
export function updateUser(app: ApiApp, { db }: ApiDeps): void {
  app.put(
    '/users/:user',
    {
      // The user's own profile stays open while activation or terms are pending (issue 27 §3).
      config: { access: selfOnly('user', 'username'), openDuringOnboarding: true },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: "Store the signed-in user's last accessed business account",
        params: z.object({ user: z.string().min(1).max(320).describe("The user's e-mail address, which is their username") }),
        body: updateUserBodySchema,
        response: {
          200: envelopeSchema(z.object({ user: userSchema })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const me = request.auth.user;
      const reference = request.body.lastAccessedAccount;
      if (!(await findMembership(db, me.id, reference))) throw errors.accountForbidden();
      const updated = await setLastAccessedAccount(db, me.id, reference);
      return ok({ user: toUser(updated) });
    },
  );
}

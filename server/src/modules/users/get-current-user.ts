import { currentUserSchema, envelopeSchema, type CurrentUser } from '@farm/core/domain';
import type { AuthContext } from '../../auth';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import { toUser } from './to-user';
import { findUserById } from './user-queries';

/** The older API's "who am I": the token's identity plus the MyFarm user record, read now. */
export async function currentUserOf(db: Db, { user, claims, sessionId }: AuthContext): Promise<CurrentUser> {
  // Read now: the record holds what the user changes (terms, activation, last account), perhaps through another instance.
  const row = await findUserById(db, user.id);
  if (!row) throw errors.noConfiguration();
  return {
    user: { sub: claims.sub ?? user.id, email: user.email, name: typeof claims.name === 'string' ? claims.name : user.name, sessionId },
    myUser: toUser(row),
  };
}

/** GET /api/user: the older API's "who am I": the token's identity plus the MyFarm user record. */
export function getCurrentUser(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/user',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(currentUserSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await currentUserOf(db, request.auth)),
  );
}

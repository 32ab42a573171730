import { currentUserSchema, envelopeSchema, errorEnvelopeSchema, type CurrentUser } from '@farm/core/domain';
import type { AuthContext } from '../../auth';
import { ok, type ApiApp } from '../../http';
import { toUser } from './to-user';

/** The older API's "who am I": the token's identity plus the MyFarm user record. */
export function currentUserOf({ user, claims, sessionId }: AuthContext): CurrentUser {
  return {
    user: { sub: claims.sub ?? user.id, email: user.email, name: typeof claims.name === 'string' ? claims.name : user.name, sessionId },
    myUser: toUser(user),
  };
}

/** GET /api/user: the older API's "who am I": the token's identity plus the MyFarm user record. */
export function getCurrentUser(app: ApiApp): void {
  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(currentUserSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok(currentUserOf(request.auth)),
  );
}

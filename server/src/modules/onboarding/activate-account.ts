import { ACTIVATION_CODE_INCORRECT, activationBodySchema, envelopeSchema, userSchema } from '@farm/core/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import type { FailureThrottle, Refusal } from '../../throttle';
import { writeAuditEntry } from '../../audit-log';
import { findUserById, toUser } from '../users';
import { activationCodeMatches } from './activation-code';

/** Wrong guesses allowed per code before it stops working and support has to issue a new one. */
export const MAX_ACTIVATION_ATTEMPTS = 10;

const incorrectCode = () => new ApiError(404, 'ACTIVATION_CODE_INCORRECT', ACTIVATION_CODE_INCORRECT);
const tooManyFromHere = (refusal: Refusal) => new ApiError(429, 'TOO_MANY_ATTEMPTS', refusal.message);

/**
 * POST /api/myuser/activations (spec 1 §4, §7): the user activates their MyFarm account with the code they were
 * sent. 201 with the updated user; 404 for a wrong code (the spec's 'Incorrect code entered'); 400 for a code
 * the rules refuse; 429 once the code has had too many wrong guesses, or too many wrong codes came from the
 * caller's address (counted in the database, server/src/throttle), which is checked before the code is.
 */
export function activateAccount(app: ApiApp, { db, config }: ApiDeps, throttle: FailureThrottle): void {
  app.post(
    '/myuser/activations',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'activateAccount',
        tags: ['onboarding'],
        summary: "Activate the signed-in user's account with a code",
        body: activationBodySchema,
        response: {
          201: envelopeSchema(z.object({ user: userSchema })),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth;
      // Read now, not from the token's identity: the user may have activated a moment ago, on another instance.
      if (!(await findUserById(db, user.id))?.activation_pending) throw new ApiError(409, 'ALREADY_ACTIVATED', 'Your account is already activated.');
      const attempt = { address: request.ip };
      const refused = await throttle.check('activation', attempt);
      if (refused) {
        reply.header('retry-after', Math.ceil(refused.retryAfterMs / 1000));
        throw tooManyFromHere(refused);
      }
      const wrongCode = async () => {
        await throttle.fail('activation', attempt);
        return incorrectCode();
      };
      // Count the attempt before checking it, in one statement, so parallel guesses cannot exceed the limit.
      const code = await db
        .updateTable('activation_codes')
        .set({ failed_attempts: sql`failed_attempts + 1` })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .where('failed_attempts', '<', MAX_ACTIVATION_ATTEMPTS)
        .returning(['code_hash'])
        .executeTakeFirst();
      if (!code) {
        const exists = await db.selectFrom('activation_codes').select('user_id').where('user_id', '=', user.id).where('used_at', 'is', null).executeTakeFirst();
        if (!exists) throw await wrongCode();
        const { phone, email } = config.support;
        throw new ApiError(
          429,
          'TOO_MANY_ATTEMPTS',
          `This activation code has been entered wrongly too many times. Please call ${phone} or email ${email} for a new code.`,
        );
      }
      if (!(await activationCodeMatches(request.body.data.activation.key, code.code_hash))) throw await wrongCode();

      const updated = await db.transaction().execute(async (trx) => {
        await trx.updateTable('activation_codes').set({ used_at: new Date() }).where('user_id', '=', user.id).execute();
        const row = await trx.updateTable('users').set({ activation_pending: false }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
        await writeAuditEntry(trx, {
          user,
          action: 'account-activated',
          appname: 'Activation',
          sessionid: sessionId,
          url: request.url,
          message: 'Account activated with a code',
        });
        return row;
      });
      return reply.code(201).send(ok({ user: toUser(updated) }));
    },
  );
}

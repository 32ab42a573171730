import { alertDestinationResponseSchema, alertDestinationSchema } from '@farm/area-alerts/domain';
import { envelopeSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { hashDestinationCode, newDestinationCode } from './destination-codes';
import { destinationErrors } from './destination-errors';
import { destinationState, isSignInEmail } from './destination-queries';
import { recordDestinationCode, withdrawDestinationCode } from './record-destination-code';
import type { DestinationCodeSender } from './send-destination-code';

/**
 * POST /api/myuser/alert-destinations (issue 27 §7): sends a code to an e-mail address or UK mobile number the
 * signed-in user wants alerts at; asking again is the resend. 200 with where it stands: confirmed already (the
 * sign-in e-mail, or confirmed before: nothing is sent), or a code on its way. 429 when a cap refuses a new code.
 */
export function requestDestinationCode(app: ApiApp, { db }: Pick<ApiDeps, 'db'>, send: DestinationCodeSender, clock: () => number): void {
  app.post(
    '/myuser/alert-destinations',
    {
      schema: {
        operationId: 'requestDestinationCode',
        tags: ['price alerts'],
        summary: 'Sends a code to confirm an alert destination (again, for a resend)',
        body: alertDestinationSchema,
        response: {
          200: envelopeSchema(alertDestinationResponseSchema),
          ...errorResponses(400, 401, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const owner = request.auth.user;
      const destination = request.body;
      const { kind, value } = destination;
      const now = new Date(clock());
      if (isSignInEmail(owner, kind, value)) return ok({ destination: destinationState(owner, kind, value, undefined, now) });

      const code = newDestinationCode();
      const codeHash = await hashDestinationCode(code);
      const recorded = await db.transaction().execute((trx) => recordDestinationCode(trx, { userId: owner.id, kind, value, codeHash, now }));
      if ('refused' in recorded) {
        reply.header('retry-after', Math.ceil(recorded.retryAfterMs / 1000));
        throw recorded.refused;
      }
      if (recorded.row.confirmed_at) return ok({ destination: destinationState(owner, kind, value, recorded.row, now) });
      try {
        await send(destination, code);
      } catch (error) {
        request.log.warn({ err: error }, 'alert destination code not sent');
        await withdrawDestinationCode(db, recorded.row.id, codeHash);
        throw destinationErrors.notSent();
      }
      return ok({ destination: destinationState(owner, kind, value, recorded.row, now) });
    },
  );
}

import {
  alertDestinationConfirmSchema,
  alertDestinationResponseSchema,
  DESTINATION_CODE_MAX_ATTEMPTS,
  NOTIFICATION_TYPE_LABELS,
} from '@farm/area-alerts/domain';
import { envelopeSchema } from '@farm/core/domain';
import { sql } from 'kysely';
import { writeAuditEntry } from '../../audit-log';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { destinationCodeMatches } from './destination-codes';
import { destinationErrors } from './destination-errors';
import { destinationKey, destinationState, findDestination, isSignInEmail } from './destination-queries';

/**
 * POST /api/myuser/alert-destinations/confirm (issue 27 §7): the code a destination was sent confirms it for the
 * signed-in user, and for no one else. 400 for a wrong or expired code (spec 1 §8's 'Incorrect code entered'),
 * 429 once the code has had too many wrong entries; a destination confirmed already answers 200 as it is.
 */
export function confirmDestination(app: ApiApp, { db }: Pick<ApiDeps, 'db'>, clock: () => number): void {
  app.post(
    '/myuser/alert-destinations/confirm',
    {
      schema: {
        operationId: 'confirmAlertDestination',
        tags: ['price alerts'],
        summary: 'Confirms an alert destination with the code it was sent',
        body: alertDestinationConfirmSchema,
        response: {
          200: envelopeSchema(alertDestinationResponseSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const owner = request.auth.user;
      const { kind, value, code } = request.body;
      const now = new Date(clock());
      if (isSignInEmail(owner, kind, value)) return ok({ destination: destinationState(owner, kind, value, undefined, now) });

      // Counted before it is checked, in one statement, so parallel guesses cannot pass the limit.
      const attempt = await db
        .updateTable('alert_destinations')
        .set({ code_attempts: sql`code_attempts + 1` })
        .where((eb) => eb.and(destinationKey(owner.id, kind, value)))
        .where('confirmed_at', 'is', null)
        .where('code_hash', 'is not', null)
        .where('code_attempts', '<', DESTINATION_CODE_MAX_ATTEMPTS)
        .returning(['id', 'code_hash', 'code_expires_at'])
        .executeTakeFirst();
      if (!attempt?.code_hash) {
        const row = await findDestination(db, owner.id, kind, value);
        if (row?.confirmed_at) return ok({ destination: destinationState(owner, kind, value, row, now) });
        throw row?.code_hash ? destinationErrors.tooManyAttempts() : destinationErrors.codeIncorrect();
      }
      if (!attempt.code_expires_at || attempt.code_expires_at <= now) throw destinationErrors.codeExpired();
      if (!(await destinationCodeMatches(code, attempt.code_hash))) throw destinationErrors.codeIncorrect();

      const row = await db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable('alert_destinations')
          .set({ confirmed_at: now, code_hash: null, code_expires_at: null, code_attempts: 0 })
          .where('id', '=', attempt.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAuditEntry(trx, {
          user: owner,
          action: 'alert-destination-confirmed',
          appname: 'Crop Marketing',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `${NOTIFICATION_TYPE_LABELS[kind]} destination confirmed for price alerts`,
        });
        return confirmed;
      });
      return ok({ destination: destinationState(owner, kind, value, row, now) });
    },
  );
}

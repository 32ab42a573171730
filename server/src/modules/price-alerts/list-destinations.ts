import { alertDestinationListSchema } from '@farm/area-alerts/domain';
import { envelopeSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { readDestinations } from './destination-queries';

/** GET /api/myuser/alert-destinations: the signed-in user's own destinations and whether each is confirmed. */
export function listDestinations(app: ApiApp, { db }: Pick<ApiDeps, 'db'>, clock: () => number): void {
  app.get(
    '/myuser/alert-destinations',
    {
      schema: {
        operationId: 'listAlertDestinations',
        tags: ['price alerts'],
        summary: "The signed-in user's alert destinations, and which are confirmed",
        response: { 200: envelopeSchema(alertDestinationListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok({ destinations: await readDestinations(db, request.auth.user, new Date(clock())) }),
  );
}

import { envelopeSchema, featureToggleListSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { staffOnly } from '../../access';
import { listToggles } from './toggle-queries';

/** GET /api/admin/feature-toggles: every toggle with its full audience, for staff (internal users only). */
export function listFeatureToggles(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/admin/feature-toggles',
    {
      schema: {
        operationId: 'listFeatureToggles',
        tags: ['features'],
        summary: 'Every feature toggle (internal users only)',
        response: { 200: envelopeSchema(featureToggleListSchema), ...errorResponses(401, 403) },
      },
      config: { access: staffOnly },
    },
    async () => ok({ toggles: await listToggles(db) }),
  );
}

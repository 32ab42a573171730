import { envelopeSchema, errorEnvelopeSchema, featureToggleListSchema } from '@farm/core/domain';
import { ok, type ApiApp, type ApiDeps } from '../../http';
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
        response: { 200: envelopeSchema(featureToggleListSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
      config: { access: staffOnly },
    },
    async () => ok({ toggles: await listToggles(db) }),
  );
}

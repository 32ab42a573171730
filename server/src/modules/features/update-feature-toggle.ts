import { envelopeSchema, featureToggleIdSchema, featureToggleSchema, featureToggleUpdateSchema, type FeatureToggle } from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { writeAuditEntry } from '../../audit-log';
import { staffOnly } from '../../access';
import { findToggle, saveToggle } from './toggle-queries';

const describe = (toggle: FeatureToggle | undefined) => (toggle ? JSON.stringify({ enabled: toggle.enabled, audience: toggle.audience }) : 'none');

/**
 * PUT /api/admin/feature-toggles/:id: staff turn a feature on or off and set its audience. Creates the toggle
 * when it is new. The change and its audit entry (before and after) commit together.
 */
export function updateFeatureToggle(app: ApiApp, { db }: ApiDeps): void {
  app.put(
    '/admin/feature-toggles/:id',
    {
      schema: {
        operationId: 'updateFeatureToggle',
        tags: ['features'],
        summary: 'Change a feature toggle (internal users only)',
        params: z.object({ id: featureToggleIdSchema }),
        body: featureToggleUpdateSchema,
        response: {
          200: envelopeSchema(z.object({ toggle: featureToggleSchema })),
          ...errorResponses(400, 401, 403),
        },
      },
      config: { access: staffOnly },
    },
    async (request) => {
      const { user, sessionId } = request.auth;
      const { id } = request.params;
      const toggle = await db.transaction().execute(async (trx) => {
        const before = await findToggle(trx, id);
        const after = await saveToggle(trx, id, request.body, user.username);
        await writeAuditEntry(trx, {
          user,
          action: 'feature-toggle-update',
          appname: 'Feature toggles',
          sessionid: sessionId,
          url: request.url,
          message: `Feature toggle ${id} changed from ${describe(before)} to ${describe(after)}`,
        });
        return after;
      });
      return ok({ toggle });
    },
  );
}

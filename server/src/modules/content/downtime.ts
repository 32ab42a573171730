import { downtimeWriteSchema, maintenanceWriteSchema } from '@farm/area-content/domain';
import { downtimeContentSchema, envelopeSchema, maintenanceConfigSchema } from '@farm/core/domain';
import { z } from 'zod';
import { errors, ok, type ApiApp, type ApiDeps } from '../../http';
import { deleteMaintenance, findDowntimeContent, insertMaintenance, replaceAppDowntime } from './content-queries';
import { readErrors, writeErrors } from './route-schemas';
import { staffOnly } from '../../access';
import { editor } from './editor';

/**
 * GET /api/content/downtime (spec 1 §7 "planned downtime ... uncached"): the app-wide downtime and the tile
 * downtimes not yet over, answered with Cache-Control: no-store so no browser or proxy keeps a stale
 * window. Staff change it with PUT /content/downtime and POST/DELETE /content/maintenance.
 */
export function downtimeRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/content/downtime',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'getDowntime',
        tags: ['content'],
        summary: 'Planned downtime and maintenance (uncached)',
        response: { 200: envelopeSchema(downtimeContentSchema), ...readErrors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok({ content: await findDowntimeContent(db) });
    },
  );

  app.put(
    '/content/downtime',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateDowntime',
        tags: ['content'],
        summary: 'Set the app-wide planned downtime (staff only)',
        body: downtimeWriteSchema,
        response: { 200: envelopeSchema(downtimeContentSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await replaceAppDowntime(db, {
        appName: body.appName,
        showDownTime: body.showDownTime,
        start: body.plannedDownStartTime,
        end: body.plannedDownEndTime,
        by: editor(request),
      });
      reply.header('Cache-Control', 'no-store');
      return ok({ content: await findDowntimeContent(db) });
    },
  );

  app.post(
    '/content/maintenance',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'createMaintenanceNotice',
        tags: ['content'],
        summary: "Plan a tile's downtime (staff only)",
        body: maintenanceWriteSchema,
        response: { 201: envelopeSchema(z.object({ maintenance: maintenanceConfigSchema })), ...writeErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const maintenance = await insertMaintenance(db, {
        tileName: body.tileName,
        start: body.startDowntimeDate,
        end: body.endDowntimeDate,
        text: body.text,
        by: editor(request),
      });
      return reply.code(201).send(ok({ maintenance }));
    },
  );

  app.delete(
    '/content/maintenance/:id',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'deleteMaintenanceNotice',
        tags: ['content'],
        summary: "Cancel a tile's downtime (staff only)",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })), ...writeErrors },
      },
    },
    async (request) => {
      if (!(await deleteMaintenance(db, request.params.id))) throw errors.notFound();
      return ok({ deleted: true as const });
    },
  );
}

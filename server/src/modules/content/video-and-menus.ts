import { envelopeSchema } from '@farm/core/domain';
import { dashboardMenusSchema, videoConfigSchema } from '@farm/area-content/domain';
import { z } from 'zod';
import { notModifiedResponse, ok, sendCacheable, type ApiApp, type ApiDeps } from '../../http';
import { findDashboardMenus, findVideoConfig, replaceDashboardMenus, saveVideoConfig } from './content-queries';
import { CONTENT_CACHE, readErrors, writeErrors } from './route-schemas';
import { staffOnly } from '../../access';
import { editor } from './editor';

const videoResponse = envelopeSchema(z.object({ video: videoConfigSchema }));
const menusResponse = envelopeSchema(dashboardMenusSchema);

/** The dashboard's video config and menus from the content service, with staff-only writes. */
export function videoAndMenus(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/content/video',
    {
      schema: {
        operationId: 'getVideoConfig',
        tags: ['content'],
        summary: 'The dashboard video config',
        response: { 200: videoResponse, ...notModifiedResponse, ...readErrors },
      },
    },
    async (request, reply) => sendCacheable(request, reply, ok({ video: await findVideoConfig(db) }), CONTENT_CACHE),
  );
  app.put(
    '/content/video',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateVideoConfig',
        tags: ['content'],
        summary: 'Change the dashboard video (staff only)',
        body: videoConfigSchema,
        response: { 200: videoResponse, ...writeErrors },
      },
    },
    async (request) => ok({ video: await saveVideoConfig(db, request.body, editor(request)) }),
  );

  app.get(
    '/content/dashboard-menus',
    {
      schema: {
        operationId: 'getDashboardMenus',
        tags: ['content'],
        summary: 'The dashboard menus',
        response: { 200: menusResponse, ...notModifiedResponse, ...readErrors },
      },
    },
    async (request, reply) => sendCacheable(request, reply, ok({ items: await findDashboardMenus(db) }), CONTENT_CACHE),
  );
  app.put(
    '/content/dashboard-menus',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateDashboardMenus',
        tags: ['content'],
        summary: 'Replace the dashboard menus (staff only)',
        body: dashboardMenusSchema,
        response: { 200: menusResponse, ...writeErrors },
      },
    },
    async (request) => ok({ items: await replaceDashboardMenus(db, request.body.items) }),
  );
}

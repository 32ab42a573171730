import { envelopeSchema } from '@farm/core/domain';
import { marketReportListQuerySchema, marketReportListSchema, marketReportSchema } from '@farm/area-content/domain';
import { z } from 'zod';
import { staffOnly } from '../../access';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { marketReportErrors, readErrors, writeErrors } from './market-report-errors';
import { findReport, findReports } from './market-report-queries';

/** GET /api/content/market-reports and /:id: the editor's history and one report with its markdown (staff only). */
export function readMarketReports(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/content/market-reports',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'listMarketReports',
        tags: ['content'],
        summary: 'Market reports, drafts and published, newest first (staff only)',
        querystring: marketReportListQuerySchema,
        response: { 200: envelopeSchema(marketReportListSchema), ...readErrors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok({ ...(await findReports(db, { page, pageSize })), page, pageSize });
    },
  );

  app.get(
    '/content/market-reports/:id',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'getMarketReport',
        tags: ['content'],
        summary: 'One market report with its markdown (staff only)',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelopeSchema(z.object({ report: marketReportSchema })), ...readErrors, 404: writeErrors[404] },
      },
    },
    async (request) => {
      const report = await findReport(db, request.params.id);
      if (!report) throw marketReportErrors.notFound();
      return ok({ report });
    },
  );
}

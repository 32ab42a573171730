import { envelopeSchema } from '@farm/core/domain';
import { marketReportPreviewRequestSchema, marketReportPreviewSchema } from '@farm/area-content/domain';
import { staffOnly } from '../../access';
import { ok, type ApiApp } from '../../http';
import { readErrors } from './market-report-errors';
import { renderMarketReport } from './render-market-report';

/**
 * POST /api/content/market-reports/preview (staff only): the HTML the markdown would publish as, from the very
 * function every write stores, so the editor's preview is exactly what farmers will see. Nothing is stored.
 */
export function previewMarketReport(app: ApiApp): void {
  app.post(
    '/content/market-reports/preview',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'previewMarketReport',
        tags: ['content'],
        summary: 'Render markdown as a published market report would show it (staff only)',
        body: marketReportPreviewRequestSchema,
        response: { 200: envelopeSchema(marketReportPreviewSchema), ...readErrors },
      },
    },
    async (request) => ok({ html: renderMarketReport(request.body.markdown) }),
  );
}

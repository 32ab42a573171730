import { envelopeSchema } from '@farm/core/domain';
import { marketReportPublishSchema, marketReportSchema, marketReportWriteSchema, type MarketReportWrite } from '@farm/area-content/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffOnly } from '../../access';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { auditMarketReport } from './audit-market-report';
import { marketReportErrors, writeErrors } from './market-report-errors';
import { insertDraft, lockReportStatus, publishDraft, updateDraft, type ReportContent } from './market-report-queries';
import { renderMarketReport } from './render-market-report';

const params = z.object({ id: z.string().uuid() });
const reportResponse = envelopeSchema(z.object({ report: marketReportSchema }));

/** What is stored: the text as written, and the HTML farmers will see, rendered once here. */
const contentOf = (request: FastifyRequest, body: MarketReportWrite): ReportContent => ({
  title: body.title,
  markdown: body.markdown,
  html: renderMarketReport(body.markdown),
  by: request.auth.user.email,
});

/**
 * The staff-only writes: a new draft, a saved draft, and publishing. Each change and its audit entry commit
 * together. Only drafts change: a published report is the record of what farmers were shown, so a correction is
 * a new report that replaces it as the latest (docs/design-decisions.md).
 */
export function writeMarketReports(app: ApiApp, { db }: ApiDeps): void {
  app.post(
    '/content/market-reports',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'createMarketReport',
        tags: ['content'],
        summary: 'Save a new market report as a draft (staff only)',
        body: marketReportWriteSchema,
        response: { 201: reportResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const content = contentOf(request, request.body);
      const report = await db.transaction().execute(async (trx) => {
        const created = await insertDraft(trx, content);
        await auditMarketReport(trx, request, 'create', created);
        return created;
      });
      return reply.code(201).send(ok({ report }));
    },
  );

  app.put(
    '/content/market-reports/:id',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateMarketReport',
        tags: ['content'],
        summary: 'Save a draft market report (staff only)',
        params,
        body: marketReportWriteSchema,
        response: { 200: reportResponse, ...writeErrors },
      },
    },
    async (request) => {
      const content = contentOf(request, request.body);
      const report = await db.transaction().execute(async (trx) => {
        await assertDraft(trx, request.params.id);
        const saved = await updateDraft(trx, request.params.id, content);
        await auditMarketReport(trx, request, 'update', saved);
        return saved;
      });
      return ok({ report });
    },
  );

  app.post(
    '/content/market-reports/:id/publish',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'publishMarketReport',
        tags: ['content'],
        summary: 'Save a draft as shown in the editor and publish it to farmers (staff only)',
        params,
        body: marketReportPublishSchema,
        response: { 200: reportResponse, ...writeErrors },
      },
    },
    async (request) => {
      const content = contentOf(request, request.body);
      const report = await db.transaction().execute(async (trx) => {
        await assertDraft(trx, request.params.id);
        const published = await publishDraft(trx, request.params.id, content);
        await auditMarketReport(trx, request, 'publish', published);
        return published;
      });
      return ok({ report });
    },
  );
}

async function assertDraft(trx: Parameters<typeof lockReportStatus>[0], id: string): Promise<void> {
  const status = await lockReportStatus(trx, id);
  if (!status) throw marketReportErrors.notFound();
  if (status === 'published') throw marketReportErrors.published();
}

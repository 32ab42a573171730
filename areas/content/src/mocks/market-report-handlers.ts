import type { MarketReport, MarketReportWrite } from '@farm/area-content';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoMarketReport, marketReportHistory } from './market-report-fixtures';

/** GET /api/marketing-commentary: the given report as farmers read it, or none. */
export function marketCommentaryHandler(report: MarketReport | null = demoMarketReport()) {
  return http.get('/api/marketing-commentary', () =>
    ok({ report: report && { id: report.id, title: report.title, publishedAt: report.publishedAt, html: report.html } }),
  );
}

/** A stand-in for the server's renderer: enough for the editor to show that the preview is the server's. */
const fakeRender = (markdown: string) => (markdown.trim() ? `<p>${markdown.replace(/[<>&]/g, '')}</p>` : '');

/**
 * The staff editor's calls over an in-memory list of reports (newest first), as the server answers them: drafts
 * change, published reports answer 409, unknown ids 404.
 */
export function marketReportEditorHandlers(reports: MarketReport[] = marketReportHistory(3)) {
  const now = () => new Date().toISOString();
  const find = (id: unknown) => reports.find((report) => report.id === id);
  const write = (report: MarketReport, body: MarketReportWrite): MarketReport =>
    Object.assign(report, { title: body.title, markdown: body.markdown, html: fakeRender(body.markdown), updatedAt: now() });
  const refuse = (report: MarketReport | undefined) =>
    !report
      ? failure(404, 'MARKET_REPORT_NOT_FOUND', 'That market report does not exist.')
      : report.status === 'published'
        ? failure(409, 'MARKET_REPORT_PUBLISHED', 'This report has been published and cannot be changed.')
        : undefined;
  let next = 0;
  return [
    http.get('/api/content/market-reports', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const [page, pageSize] = [Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 10)];
      const summaries = reports.map(({ markdown: _markdown, html: _html, ...summary }) => summary);
      return ok({ reports: summaries.slice((page - 1) * pageSize, page * pageSize), total: reports.length, page, pageSize });
    }),
    http.get('/api/content/market-reports/:id', ({ params }) => {
      const report = find(params.id);
      return report ? ok({ report }) : refuse(report);
    }),
    http.post('/api/content/market-reports/preview', async ({ request }) => {
      const { markdown } = (await request.json()) as { markdown: string };
      return ok({ html: fakeRender(markdown) });
    }),
    http.post('/api/content/market-reports', async ({ request }) => {
      next += 1;
      const id = `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`;
      const report = demoMarketReport({ id, status: 'draft', createdAt: now(), publishedAt: null, publishedBy: null });
      reports.unshift(write(report, (await request.json()) as MarketReportWrite));
      return ok({ report }, 201);
    }),
    http.put('/api/content/market-reports/:id', async ({ params, request }) => {
      const report = find(params.id);
      return refuse(report) ?? ok({ report: write(report!, (await request.json()) as MarketReportWrite) });
    }),
    http.post('/api/content/market-reports/:id/publish', async ({ params, request }) => {
      const report = find(params.id);
      const refused = refuse(report);
      if (refused) return refused;
      write(report!, (await request.json()) as MarketReportWrite);
      return ok({ report: Object.assign(report!, { status: 'published', publishedAt: now(), publishedBy: 'staff@myfarm.example' }) });
    }),
  ];
}

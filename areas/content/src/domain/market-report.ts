import * as z from 'zod';
import {
  MARKET_REPORT_HISTORY_PAGE_SIZE,
  MARKET_REPORT_MARKDOWN_MAX,
  MARKET_REPORT_STATUSES,
  MARKET_REPORT_TITLE_MAX,
  marketReportRules,
} from './market-report-constants';

// The market report (spec 2 §2 'Market report', §7 'Market commentary'): traders write it in markdown; the
// server renders and sanitises it once, and farmers read the latest published one. The server validates with
// these schemas and the editor's form checks with the same ones.

const isoDateTime = z.string().datetime({ offset: true });

/** What staff write: a title and the markdown text (a draft may still be empty). */
export const marketReportWriteSchema = z.object({
  title: z.string().trim().min(1, marketReportRules.titleRequired).max(MARKET_REPORT_TITLE_MAX, marketReportRules.titleTooLong),
  markdown: z.string().max(MARKET_REPORT_MARKDOWN_MAX, marketReportRules.markdownTooLong),
});
export type MarketReportWrite = z.infer<typeof marketReportWriteSchema>;

/** Publishing needs some text: an empty report would only tell farmers there is nothing to read. */
export const marketReportPublishSchema = marketReportWriteSchema.refine((report) => report.markdown.trim().length > 0, {
  message: marketReportRules.emptyReport,
  path: ['markdown'],
});

/** POST /content/market-reports/preview: the markdown to render exactly as farmers would see it. */
export const marketReportPreviewRequestSchema = z.object({
  markdown: z.string().max(MARKET_REPORT_MARKDOWN_MAX, marketReportRules.markdownTooLong),
});
export const marketReportPreviewSchema = z.object({ html: z.string() });
export type MarketReportPreview = z.infer<typeof marketReportPreviewSchema>;

/** GET /marketing-commentary: the latest published report as farmers see it, or null before the first. */
export const marketCommentarySchema = z.object({
  report: z
    .object({
      id: z.string().uuid(),
      title: z.string(),
      publishedAt: isoDateTime,
      /** Sanitised on the server when it was written; the browser sanitises it again at render. */
      html: z.string(),
    })
    .nullable(),
});
export type MarketCommentary = z.infer<typeof marketCommentarySchema>;

/** A report in the editor's history: who wrote it, and when it was saved and published. */
export const marketReportSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: z.enum(MARKET_REPORT_STATUSES),
  createdAt: isoDateTime,
  createdBy: z.string(),
  updatedAt: isoDateTime,
  updatedBy: z.string(),
  publishedAt: isoDateTime.nullable(),
  publishedBy: z.string().nullable(),
});
export type MarketReportSummary = z.infer<typeof marketReportSummarySchema>;

/** One report for the editor: its markdown and the HTML farmers see (or will see, once published). */
export const marketReportSchema = marketReportSummarySchema.extend({ markdown: z.string(), html: z.string() });
export type MarketReport = z.infer<typeof marketReportSchema>;

export const marketReportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(MARKET_REPORT_HISTORY_PAGE_SIZE),
});

export const marketReportListSchema = z.object({
  reports: z.array(marketReportSummarySchema),
  /** Every report, drafts and published, before paging. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type MarketReportList = z.infer<typeof marketReportListSchema>;

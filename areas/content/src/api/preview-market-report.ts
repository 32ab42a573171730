import type { MarketReportPreview } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** POST /content/market-reports/preview (staff only): the HTML farmers would see for this markdown. */
async function previewMarketReport(markdown: string): Promise<string> {
  return (await apiRequest<MarketReportPreview>('/content/market-reports/preview', { method: 'POST', body: { markdown } })).html;
}

/** Cached by the text, so typing back to an earlier text shows its preview without asking again. */
export const marketReportPreviewQuery = (markdown: string) => ({
  queryKey: ['content', 'market-report-preview', markdown] as const,
  queryFn: () => previewMarketReport(markdown),
});

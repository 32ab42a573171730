import type { MarketReportList } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** The editor's queries share this prefix, so a write refreshes them all at once. */
export const MARKET_REPORTS_KEY = ['content', 'market-reports'] as const;

/** GET /content/market-reports (staff only): one page of the history, newest first, drafts included. */
function getMarketReports(page: number, pageSize: number): Promise<MarketReportList> {
  return apiRequest<MarketReportList>('/content/market-reports', { query: { page: String(page), pageSize: String(pageSize) } });
}

export const marketReportsQuery = (page: number, pageSize: number) => ({
  queryKey: [...MARKET_REPORTS_KEY, 'page', page, pageSize] as const,
  queryFn: () => getMarketReports(page, pageSize),
});

import type { MarketReport } from '../domain/market-report';
import { apiRequest } from '@farm/core';
import { MARKET_REPORTS_KEY } from './get-market-reports';

/** GET /content/market-reports/{id} (staff only): one report with its markdown, to carry on editing it. */
async function getMarketReport(id: string): Promise<MarketReport> {
  return (await apiRequest<{ report: MarketReport }>(`/content/market-reports/${encodeURIComponent(id)}`)).report;
}

export const marketReportQuery = (id: string) => ({ queryKey: [...MARKET_REPORTS_KEY, 'report', id] as const, queryFn: () => getMarketReport(id) });

import type { MarketReport, MarketReportWrite } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** PUT /content/market-reports/{id} (staff only): saves a draft again. */
export async function updateMarketReport(id: string, report: MarketReportWrite): Promise<MarketReport> {
  return (await apiRequest<{ report: MarketReport }>(`/content/market-reports/${encodeURIComponent(id)}`, { method: 'PUT', body: report })).report;
}

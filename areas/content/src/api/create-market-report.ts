import type { MarketReport, MarketReportWrite } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** POST /content/market-reports (staff only): saves a new report as a draft. */
export async function createMarketReport(report: MarketReportWrite): Promise<MarketReport> {
  return (await apiRequest<{ report: MarketReport }>('/content/market-reports', { method: 'POST', body: report })).report;
}

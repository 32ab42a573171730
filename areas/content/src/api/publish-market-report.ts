import type { MarketReport, MarketReportWrite } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** POST /content/market-reports/{id}/publish (staff only): saves the draft as given and publishes it to farmers. */
export async function publishMarketReport(id: string, report: MarketReportWrite): Promise<MarketReport> {
  const path = `/content/market-reports/${encodeURIComponent(id)}/publish`;
  return (await apiRequest<{ report: MarketReport }>(path, { method: 'POST', body: report })).report;
}

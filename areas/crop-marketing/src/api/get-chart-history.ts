import type { FuturesContract } from '@farm/core';
import { apiRequest } from '@farm/core';
import type { EmbedRequestOptions } from '@farm/core';
import type { ChartHistory, ChartPeriod } from '../domain';

export interface ChartQuestion {
  period: ChartPeriod;
  /** Without one, the server charts the nearest listed month. */
  deliveryMonth?: string;
}

const queryOf = ({ period, deliveryMonth }: ChartQuestion) => ({ period, ...(deliveryMonth ? { deliveryMonth } : {}) });

/**
 * GET /commodities/{id}/history/chart?period&deliveryMonth (spec 2 §7). Not moved by ticks in the cache: a chart
 * on screen follows them itself, and a period asked for again starts from the server's bars.
 */
export const chartHistoryQuery = (contract: FuturesContract, question: ChartQuestion) => ({
  queryKey: ['crop-marketing', 'chart', contract, question.period, question.deliveryMonth ?? ''] as const,
  queryFn: async () =>
    (await apiRequest<{ history: ChartHistory }>(`/commodities/${encodeURIComponent(contract)}/history/chart`, { query: queryOf(question) })).history,
});

/** GET /public/market-chart with the element's partner key: the partner embed <farm-market-chart>'s history. */
export const embedChartQuery = (commodity: string, question: ChartQuestion, embed: EmbedRequestOptions = {}) => ({
  queryKey: [
    'embed-chart',
    commodity.trim().toLowerCase(),
    question.period,
    question.deliveryMonth ?? '',
    embed.apiRoot ?? '',
    embed.partnerKey ?? '',
  ] as const,
  queryFn: async () =>
    (
      await apiRequest<{ history: ChartHistory }>('/public/market-chart', {
        query: { commodity: commodity.trim(), ...queryOf(question) },
        apiRoot: embed.apiRoot,
        partnerKey: embed.partnerKey,
      })
    ).history,
});

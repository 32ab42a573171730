import { FUTURES_CONTRACTS, type FuturesContract } from '@farm/core';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoChartHistory, demoCurrencyFutures, demoExchangeCurrencies, demoForecast, demoFuturesCommodities } from './futures-fixtures';
import { partnerKeyRefusal } from '../../../../tests/support/mock-handlers/partner-key';
import { CHART_PERIODS, type ChartPeriod, FORECAST_PERIODS } from '../domain';

const asContract = (id: unknown) => FUTURES_CONTRACTS.find((contract) => contract === id);
const asPeriod = (value: string | null) => CHART_PERIODS.find((period) => period === (value ?? '3M'));
/** A market by id or by name, as the partner chart endpoint takes it. */
const marketNamed = (asked: string) =>
  [...demoFuturesCommodities, ...demoCurrencyFutures].find(
    (market) => market.commodityId.toLowerCase() === asked.trim().toLowerCase() || market.commodityDescription.toLowerCase() === asked.trim().toLowerCase(),
  );

/** The chart history's answer, or the server's refusal of the question. */
function chartAnswer(contract: FuturesContract, query: URLSearchParams) {
  const period: ChartPeriod | undefined = asPeriod(query.get('period'));
  if (!period) return failure(400, 'VALIDATION_ERROR', 'period: Invalid option.');
  const history = demoChartHistory(contract, period, query.get('deliveryMonth') ?? undefined);
  return history ? ok({ history }) : failure(404, 'DELIVERY_MONTH_NOT_LISTED', 'That delivery month is not listed for this market.');
}

/**
 * The futures markets' calls as the server answers them: the global markets (GET /commodities and each market's
 * forecast), the exchange rates, the chart histories, and the partner chart with its key check.
 */
export function futuresMarketHandlers() {
  return [
    http.get('/api/commodities', () => ok({ commodities: demoFuturesCommodities })),
    http.get('/api/commodities/:id/forecast', ({ params, request }) => {
      const contract = asContract(params.id);
      if (!contract) return failure(400, 'VALIDATION_ERROR', 'id: Invalid option.');
      const periods = Number(new URL(request.url).searchParams.get('periods') ?? FORECAST_PERIODS);
      return ok({ forecast: demoForecast(contract, periods) });
    }),
    http.get('/api/commodities/:id/history/chart', ({ params, request }) => {
      const contract = asContract(params.id);
      if (!contract) return failure(400, 'VALIDATION_ERROR', 'id: Invalid option.');
      return chartAnswer(contract, new URL(request.url).searchParams);
    }),
    http.get('/api/exchange-currencies', () => ok({ exchangeCurrencies: demoExchangeCurrencies() })),
    http.get('/api/public/market-chart', ({ request }) => {
      const refusal = partnerKeyRefusal(request);
      if (refusal) return refusal;
      const query = new URL(request.url).searchParams;
      const market = marketNamed(query.get('commodity') ?? '');
      if (!market) return failure(404, 'COMMODITY_NOT_FOUND', 'No commodity was found with that id.');
      return chartAnswer(market.commodityId, query);
    }),
  ];
}

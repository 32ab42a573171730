import { futuresDecimals, type FuturesCommodity, type FuturesContract, type FuturesSnapshot, type MarketTick } from '@farm/core';
import {
  CHART_PERIOD_MONTHS,
  chartBarSeconds,
  chartBarStart,
  type ChartHistory,
  type ChartPeriod,
  type ChartPoint,
  chartResolution,
  EXCHANGE_TABLE_ROWS,
  FORECAST_PERIODS,
} from '../domain';

// The futures markets of the mock API (widget tests and the dev page's mock mode): the six grain markets of the
// global markets accordion, the four CME currency futures of the exchange rates page, their ticks and their
// chart histories, in the shape the server answers. Numbers are fixed, so tests can name them.

/** When the demo market data was priced: the snapshots' time, and the chart's newest bar. */
export const DEMO_MARKET_AT = '2026-11-23T10:30:00.000Z';

/** The grain markets of GET /commodities, as the server describes them. */
export const demoFuturesCommodities: FuturesCommodity[] = [
  { commodityId: 'LIFFE-FEED-WHEAT', commodityDescription: 'LIFFE Feed Wheat', contractBasis: 'GBP per tonne' },
  { commodityId: 'MATIF-MILLING-WHEAT', commodityDescription: 'MATIF Milling Wheat', contractBasis: 'EUR per tonne' },
  { commodityId: 'MATIF-RAPESEED', commodityDescription: 'MATIF Rapeseed', contractBasis: 'EUR per tonne' },
  { commodityId: 'CBOT-WHEAT', commodityDescription: 'CME Wheat', contractBasis: 'US cents per bushel' },
  { commodityId: 'CBOT-CORN', commodityDescription: 'CME Corn', contractBasis: 'US cents per bushel' },
  { commodityId: 'CBOT-SOYBEANS', commodityDescription: 'CME Soybeans', contractBasis: 'US cents per bushel' },
];

/** The CME currency futures of GET /exchange-currencies. */
export const demoCurrencyFutures: FuturesCommodity[] = [
  { commodityId: 'CME-BRITISH-POUND', commodityDescription: 'CME British Pound', contractBasis: 'US dollars per pound' },
  { commodityId: 'CME-EURO-FX', commodityDescription: 'CME Euro FX', contractBasis: 'US dollars per euro' },
  { commodityId: 'CME-EURO-BRITISH-POUND', commodityDescription: 'CME Euro/British Pound', contractBasis: 'Pounds per euro' },
  { commodityId: 'CME-CANADIAN-DOLLAR', commodityDescription: 'CME Canadian Dollar', contractBasis: 'US dollars per Canadian dollar' },
];

interface DemoMarket {
  /** The first delivery month's price. */
  price: number;
  /** What each later delivery month adds. */
  step: number;
  first: { year: number; month: number };
  /** Calendar months between two listed delivery months. */
  every: number;
}

const GRAIN_FIRST = { year: 2026, month: 11 };
const CURRENCY_FIRST = { year: 2026, month: 12 };
const grain = (price: number, step = 1.9): DemoMarket => ({ price, step, first: GRAIN_FIRST, every: 1 });
const currency = (price: number): DemoMarket => ({ price, step: -0.0003, first: CURRENCY_FIRST, every: 3 });

const DEMO_MARKETS: Record<FuturesContract, DemoMarket> = {
  'LIFFE-FEED-WHEAT': grain(185.4),
  'MATIF-MILLING-WHEAT': grain(221.25, 1.5),
  'MATIF-RAPESEED': grain(402.6),
  'CBOT-WHEAT': grain(548.25, 4.5),
  'CBOT-CORN': grain(432.5, 3.75),
  'CBOT-SOYBEANS': grain(1046.75, 2.25),
  // Euro FX's 1.087 shows whether a price keeps its fourth decimal: 1.0870.
  'CME-BRITISH-POUND': currency(1.2862),
  'CME-EURO-FX': currency(1.087),
  'CME-EURO-BRITISH-POUND': currency(0.8452),
  'CME-CANADIAN-DOLLAR': currency(0.7241),
};

/** A price rounded to the market's decimals (2 for grain, 4 for currencies). */
const roundFor = (contract: string, value: number) => {
  const scale = 10 ** futuresDecimals(contract);
  return Math.round(value * scale) / scale;
};
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The delivery month of a market's row `index`, and its price in the demo data. */
export function demoFutures(contract: FuturesContract, index: number): { deliveryMonth: string; price: number } {
  const market = DEMO_MARKETS[contract];
  const months = market.first.month - 1 + index * market.every;
  const deliveryMonth = monthKey(market.first.year + Math.floor(months / 12), (months % 12) + 1);
  return { deliveryMonth, price: roundFor(contract, market.price + market.step * index) };
}

const describedAs = (contract: FuturesContract) =>
  [...demoFuturesCommodities, ...demoCurrencyFutures].find((c) => c.commodityId === contract) ?? {
    commodityId: contract,
    commodityDescription: contract,
    contractBasis: '',
  };

/**
 * GET /commodities/{id}/forecast: a market's first `periods` delivery months. Bid and ask are a step of the
 * exchange either side of the last trade; the change alternates up and down.
 */
export function demoForecast(contract: FuturesContract = 'LIFFE-FEED-WHEAT', periods = FORECAST_PERIODS): FuturesSnapshot {
  const fx = futuresDecimals(contract) === 4;
  const spread = fx ? 0.0001 : 0.25;
  return {
    ...describedAs(contract),
    snapshotTimeStamp: DEMO_MARKET_AT,
    demo: true,
    snapshots: Array.from({ length: periods }, (_, index) => {
      const { deliveryMonth, price } = demoFutures(contract, index);
      return {
        deliveryMonth,
        lastTradePrice: price,
        bidValue: roundFor(contract, price - spread),
        askValue: roundFor(contract, price + spread),
        netChange: roundFor(contract, fx ? 0.0012 + index * 0.0001 : 0.75 + index * 0.25),
        changeDirection: index % 2 === 0 ? '+' : '-',
      };
    }),
  };
}

/** GET /exchange-currencies: the four currency futures' tables, at most 9 delivery months each (spec 2 §9). */
export const demoExchangeCurrencies = (rows = EXCHANGE_TABLE_ROWS): FuturesSnapshot[] =>
  demoCurrencyFutures.map((market) => demoForecast(market.commodityId, rows));

/** A market tick that moves the given futures months (by row index of the demo data) by `by`. */
export function demoTick(seq: number, moves: { contract: FuturesContract; index: number; by: number }[], at = '2026-11-23T10:30:15.000Z'): MarketTick {
  return {
    seq,
    at,
    demo: true,
    quotes: moves.map(({ contract, index, by }) => {
      const { deliveryMonth, price } = demoFutures(contract, index);
      const moved = roundFor(contract, price + by);
      return { contract, deliveryMonth, price: moved, priceGbp: moved };
    }),
  };
}

/** How many bars each period's history has: half-hours for a week, days for the rest. */
export const demoChartPoints = (period: ChartPeriod): number => (period === '1W' ? 7 * 48 : Math.round(CHART_PERIOD_MONTHS[period] * 30.5));

/**
 * GET /commodities/{id}/history/chart: one delivery month's bars up to DEMO_MARKET_AT's (nearest month without
 * one), ending on that month's demo price, so live ticks carry on from it. Undefined for a month not listed.
 */
export function demoChartHistory(contract: FuturesContract, period: ChartPeriod, deliveryMonth?: string): ChartHistory | undefined {
  const listed = Array.from({ length: FORECAST_PERIODS }, (_, index) => demoFutures(contract, index));
  const chosen = deliveryMonth ? listed.find((month) => month.deliveryMonth === deliveryMonth) : listed[0];
  if (!chosen) return undefined;
  const resolution = chartResolution(period);
  const count = demoChartPoints(period);
  const newest = chartBarStart(DEMO_MARKET_AT, resolution);
  const unit = 10 ** -futuresDecimals(contract);
  const points: ChartPoint[] = Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    return {
      T: newest - back * chartBarSeconds(resolution),
      C: roundFor(contract, chosen.price - back * unit + Math.sin(i / 6) * unit * 40 * Math.min(back, 1)),
    };
  });
  return {
    ...describedAs(contract),
    period,
    resolution,
    deliveryMonth: chosen.deliveryMonth,
    deliveryMonths: listed.map((month) => month.deliveryMonth),
    demo: true,
    points,
  };
}

import { toPenny } from '@farm/core/domain';
import type { FuturesContract } from '@farm/core/domain';
import { DAY_MS, DemoWalk } from './demo-walk';
import { listedMonths, monthKey, monthsBetween } from './delivery-months';
import { contractSpec, exchangeRateSeries, futuresContracts, type FuturesContractSpec } from './futures-contracts';
import type { ChartPoint, MarketDataProvider, MarketSnapshot, SnapshotQuote } from './market-provider';

/** Futures listed ahead in a snapshot: the forecast tables show 12, and prices need about a year. */
const LISTED_MONTHS = 12;

const round = (value: number, step: number) => Math.round(value / step) * step;
const utcMonth = (time: number) => {
  const date = new Date(time);
  return monthKey(date.getUTCFullYear(), date.getUTCMonth() + 1);
};

/**
 * The built-in market: a seeded random walk per futures contract and exchange rate (see DemoWalk), the same on
 * every instance at the same moment. A delivery month further out carries a little more (storage and interest).
 */
export function createDemoProvider({ tickSeconds }: { tickSeconds: number }): MarketDataProvider {
  const ticksPerDay = 86_400 / tickSeconds;
  const walks = new Map<string, DemoWalk>();
  for (const spec of futuresContracts) walks.set(spec.id, new DemoWalk(spec.id, spec.basePrice, spec.dailyVolatility, ticksPerDay));
  for (const rate of exchangeRateSeries) walks.set(rate.id, new DemoWalk(rate.id, rate.basePrice, rate.dailyVolatility, ticksPerDay));
  const walk = (id: string) => walks.get(id)!;

  const monthPrice = (spec: FuturesContractSpec, front: number, nowMonth: string, deliveryMonth: string) =>
    round(front * (1 + spec.carryPerMonth * Math.max(0, monthsBetween(nowMonth, deliveryMonth))), spec.tickSize);

  const toGbp = (spec: FuturesContractSpec, price: number, rates: MarketSnapshot['rates']) => {
    const perTonne = price * spec.perTonne;
    if (spec.currency === 'EUR') return toPenny(perTonne * rates.EURGBP);
    if (spec.currency === 'USc') return toPenny(perTonne / rates.GBPUSD);
    return toPenny(perTonne);
  };

  return {
    name: 'demo',
    demo: true,
    snapshot(time) {
      const yesterday = Math.floor(time / DAY_MS) - 1;
      const rates = { EURGBP: round(walk('EURGBP').at(time), 0.0001), GBPUSD: round(walk('GBPUSD').at(time), 0.0001) };
      const closeRates = { EURGBP: walk('EURGBP').close(yesterday), GBPUSD: walk('GBPUSD').close(yesterday) };
      const nowMonth = utcMonth(time);
      const quotes: SnapshotQuote[] = futuresContracts.flatMap((spec) => {
        const front = walk(spec.id).at(time);
        const frontClose = walk(spec.id).close(yesterday);
        return listedMonths(spec.deliveryMonths, nowMonth, LISTED_MONTHS).map((deliveryMonth) => {
          const price = monthPrice(spec, front, nowMonth, deliveryMonth);
          const previousClose = monthPrice(spec, frontClose, nowMonth, deliveryMonth);
          return {
            contract: spec.id,
            deliveryMonth,
            price,
            priceGbp: toGbp(spec, price, rates),
            previousClose,
            previousCloseGbp: toGbp(spec, previousClose, closeRates),
          };
        });
      });
      return { at: new Date(time).toISOString(), demo: true, quotes, rates };
    },
    history(contract: FuturesContract, deliveryMonth: string, from: number, to: number): ChartPoint[] {
      const spec = contractSpec(contract);
      const points: ChartPoint[] = [];
      for (let day = Math.ceil(from / DAY_MS); day * DAY_MS <= to; day += 1) {
        const weekday = new Date(day * DAY_MS).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        const time = day * DAY_MS;
        points.push({ T: time / 1000, C: monthPrice(spec, walk(contract).close(day), utcMonth(time), deliveryMonth) });
      }
      return points;
    },
  };
}

import { fromPriceUnits, futuresDecimals, priceUnits, toPenny, type FuturesContract } from '@farm/core/domain';
import { DAY_MS, DemoWalk } from './demo-walk';
import { monthKey, monthsBetween } from './delivery-months';
import { allFuturesContracts, contractSpec, exchangeRateSeries, type FuturesContractSpec } from './futures-contracts';
import { tradingMonths } from './hedge-month';
import type { ChartPoint, MarketDataProvider, MarketSnapshot, SnapshotQuote } from './market-provider';
import { chartBarSeconds, type ChartResolution } from '@farm/area-crop-marketing/domain';

/** Futures listed ahead in a snapshot, from the nearest still trading: the forecast tables show 12, and prices need about a year. */
const LISTED_MONTHS = 12;

/** To the exchange's step, then to the digits shown, so no float residue (0.30000000000000004) is left. */
const roundToTick = (value: number, spec: FuturesContractSpec) => {
  const decimals = futuresDecimals(spec.id);
  return fromPriceUnits(priceUnits(Math.round(value / spec.tickSize) * spec.tickSize, decimals), decimals);
};
const utcMonth = (time: number) => {
  const date = new Date(time);
  return monthKey(date.getUTCFullYear(), date.getUTCMonth() + 1);
};
const isWeekend = (time: number) => [0, 6].includes(new Date(time).getUTCDay());

/**
 * The built-in market: a seeded random walk per grain contract and exchange rate (see DemoWalk), the same on
 * every instance at the same moment. Currency futures are the walked rates (the euro in dollars is the product
 * of two). A delivery month further out carries a little more (storage and interest) or less.
 */
export function createDemoProvider({ tickSeconds }: { tickSeconds: number }): MarketDataProvider {
  const ticksPerDay = 86_400 / tickSeconds;
  const walks = new Map<string, DemoWalk>();
  for (const spec of allFuturesContracts) if (!spec.walks) walks.set(spec.id, new DemoWalk(spec.id, spec.basePrice, spec.dailyVolatility, ticksPerDay));
  for (const rate of exchangeRateSeries) walks.set(rate.id, new DemoWalk(rate.id, rate.basePrice, rate.dailyVolatility, ticksPerDay));
  const walkIds = (spec: FuturesContractSpec) => spec.walks ?? [spec.id];
  const frontAt = (spec: FuturesContractSpec, time: number) => walkIds(spec).reduce((price, id) => price * walks.get(id)!.at(time), 1);
  const frontClose = (spec: FuturesContractSpec, day: number) => walkIds(spec).reduce((price, id) => price * walks.get(id)!.close(day), 1);

  const monthPrice = (spec: FuturesContractSpec, front: number, nowMonth: string, deliveryMonth: string) =>
    roundToTick(front * (1 + spec.carryPerMonth * Math.max(0, monthsBetween(nowMonth, deliveryMonth))), spec);

  const toGbp = (spec: FuturesContractSpec, price: number, rates: MarketSnapshot['rates']) => {
    const perTonne = price * spec.perTonne;
    if (spec.currency === 'EUR') return toPenny(perTonne * rates.EURGBP);
    if (spec.currency === 'USc') return toPenny(perTonne / rates.GBPUSD);
    // A currency future has no value per tonne: its own price stands in.
    if (spec.currency === 'FX') return price;
    return toPenny(perTonne);
  };

  const rateAt = (id: 'EURGBP' | 'GBPUSD', time: number) => fromPriceUnits(priceUnits(walks.get(id)!.at(time), 4), 4);

  return {
    name: 'demo',
    demo: true,
    snapshot(time) {
      const yesterday = Math.floor(time / DAY_MS) - 1;
      const rates = { EURGBP: rateAt('EURGBP', time), GBPUSD: rateAt('GBPUSD', time) };
      const closeRates = { EURGBP: walks.get('EURGBP')!.close(yesterday), GBPUSD: walks.get('GBPUSD')!.close(yesterday) };
      const nowMonth = utcMonth(time);
      const quotes: SnapshotQuote[] = allFuturesContracts.flatMap((spec) => {
        const front = frontAt(spec, time);
        const close = frontClose(spec, yesterday);
        return tradingMonths(spec, nowMonth, time, LISTED_MONTHS).map((deliveryMonth) => {
          const price = monthPrice(spec, front, nowMonth, deliveryMonth);
          const previousClose = monthPrice(spec, close, nowMonth, deliveryMonth);
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
    history(contract: FuturesContract, deliveryMonth: string, resolution: ChartResolution, from: number, to: number): ChartPoint[] {
      const spec = contractSpec(contract);
      const step = chartBarSeconds(resolution) * 1000;
      const points: ChartPoint[] = [];
      for (let start = Math.ceil(from / step) * step; start < to; start += step) {
        // Markets close at weekends; a bar's close is the price at its end (a day's is the walk's close).
        if (isWeekend(start)) continue;
        const front = resolution === '1d' ? frontClose(spec, start / DAY_MS) : frontAt(spec, start + step);
        points.push({ T: start / 1000, C: monthPrice(spec, front, utcMonth(start), deliveryMonth) });
      }
      return points;
    },
  };
}

import { type FuturesContract } from '@farm/core/domain';
import { subDays, subMonths } from 'date-fns';
import type { Db } from '../../db';
import { cropMarketingErrors } from './crop-marketing-errors';
import { contractSpec } from './futures-contracts';
import type { MarketFeed } from './market-feed';
import {
  CHART_PERIOD_MONTHS,
  chartBarStart,
  type ChartHistory,
  type ChartPeriod,
  type ChartPoint,
  type ChartResolution,
  chartResolution,
} from '@farm/area-crop-marketing/domain';

interface Range {
  from: number;
  to: number;
}

export interface ChartQuestion {
  contract: FuturesContract;
  period: ChartPeriod;
  /** Without one, the nearest listed month. */
  deliveryMonth?: string;
}

export interface ChartHistoryReader {
  chart(question: ChartQuestion): Promise<ChartHistory>;
}

const periodStart = (period: ChartPeriod, now: number) => (period === '1W' ? subDays(now, 7) : subMonths(now, CHART_PERIOD_MONTHS[period])).getTime();

/**
 * A contract month's price history for the charts. Completed bars come from the futures_bars table by its
 * primary key (one range read); a range not yet held is asked of the market data provider once and stored,
 * whichever instance asks first (the others' inserts are no-ops). The bar the market is in now is the newest
 * tick's price, so the chart ends where the live ticks carry on.
 */
export function createChartHistory({ db, feed, clock }: { db: Db; feed: MarketFeed; clock: () => number }): ChartHistoryReader {
  // Coverage only grows, so what this instance has seen covered stays covered: the steady state reads only bars.
  const known = new Map<string, Range>();
  const keyOf = (contract: string, month: string, resolution: ChartResolution) => `${contract} ${month} ${resolution}`;

  async function ensureBars(contract: FuturesContract, month: string, resolution: ChartResolution, wanted: Range): Promise<void> {
    const key = keyOf(contract, month, resolution);
    const covers = (range: Range | undefined) => !!range && range.from <= wanted.from && range.to >= wanted.to;
    if (covers(known.get(key))) return;
    const series = { contract, delivery_month: month, resolution };
    const row = await db
      .selectFrom('futures_bar_coverage')
      .select(['from_t', 'to_t'])
      .where((eb) => eb.and(series))
      .executeTakeFirst();
    const stored = row && { from: Number(row.from_t), to: Number(row.to_t) };
    if (stored && covers(stored)) {
      known.set(key, stored);
      return;
    }
    // The range stays one contiguous stretch: only what lies outside it is asked for, a gap included.
    const range = stored ? { from: Math.min(stored.from, wanted.from), to: Math.max(stored.to, wanted.to) } : wanted;
    const missing = stored
      ? [
          { from: range.from, to: stored.from },
          { from: stored.to, to: range.to },
        ].filter((part) => part.from < part.to)
      : [range];
    const bars = (await Promise.all(missing.map((part) => feed.provider.history(contract, month, resolution, part.from * 1000, part.to * 1000)))).flat();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < bars.length; i += 1000) {
        await trx
          .insertInto('futures_bars')
          .values(bars.slice(i, i + 1000).map((bar) => ({ ...series, t: bar.T, close: bar.C })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await trx
        .insertInto('futures_bar_coverage')
        .values({ ...series, from_t: range.from, to_t: range.to })
        .onConflict((oc) =>
          oc.columns(['contract', 'delivery_month', 'resolution']).doUpdateSet((eb) => ({
            from_t: eb.fn('least', ['futures_bar_coverage.from_t', eb.ref('excluded.from_t')]),
            to_t: eb.fn('greatest', ['futures_bar_coverage.to_t', eb.ref('excluded.to_t')]),
          })),
        )
        .execute();
    });
    known.set(key, range);
  }

  return {
    async chart({ contract, period, deliveryMonth }) {
      const spec = contractSpec(contract);
      const { snapshot } = feed.latest();
      const listed = snapshot.quotes.filter((quote) => quote.contract === contract);
      const month = deliveryMonth ?? listed[0]?.deliveryMonth;
      const live = listed.find((quote) => quote.deliveryMonth === month);
      if (!month || !live) throw cropMarketingErrors.deliveryMonthNotListed();

      const resolution = chartResolution(period);
      const now = clock();
      const current = chartBarStart(now, resolution);
      const from = chartBarStart(periodStart(period, now), resolution);
      await ensureBars(contract, month, resolution, { from, to: current });
      const rows = await db
        .selectFrom('futures_bars')
        .select(['t', 'close'])
        .where((eb) => eb.and({ contract, delivery_month: month, resolution }))
        .where('t', '>=', String(from))
        .where('t', '<', String(current))
        .orderBy('t')
        .execute();
      const points: ChartPoint[] = rows.map((row) => ({ T: Number(row.t), C: row.close }));
      points.push({ T: Math.max(chartBarStart(snapshot.at, resolution), current), C: live.price });
      return {
        commodityId: contract,
        commodityDescription: spec.description,
        contractBasis: spec.contractBasis,
        period,
        resolution,
        deliveryMonth: month,
        deliveryMonths: listed.map((quote) => quote.deliveryMonth),
        demo: snapshot.demo,
        points,
      };
    },
  };
}

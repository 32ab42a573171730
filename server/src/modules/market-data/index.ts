import type { Config } from '../../config';
import type { Db, Listen } from '../../db';
import type { ApiApp, ApiDeps } from '../../http';
import { registerAccountScope } from '../accounts';
import { accountCropMarketingRoutes, cropMarketingRoutes } from './crop-marketing-routes';
import { createCropMarketingService, type CropMarketingService } from './crop-marketing-service';
import { createDemoProvider } from './demo-provider';
import { createChartHistory, type ChartHistoryReader } from './chart-history';
import { futuresRoutes, partnerChartRoutes, partnerPriceRoutes } from './futures-routes';
import { startMarketFeed, type MarketFeed, type StoredTick } from './market-feed';
import { marketReference } from './market-reference';
import { marketStreamRoute } from './market-stream';
import { parseTradingHours, tradingTimesAt } from './trading-times';

export type { MarketFeed, StoredTick } from './market-feed';
export type { MarketSnapshot } from './market-provider';
export type { CropMarketingService } from './crop-marketing-service';
export type { SalePricing, RowPrice, RowPriceQuestion } from './sale-pricing';

export interface MarketData {
  feed: MarketFeed;
  service: CropMarketingService;
  history: ChartHistoryReader;
}

export interface MarketDataOptions {
  db: Db;
  listen: Listen;
  config: Config;
  clock: () => number;
  /** Publish ticks on a timer (the server); tests publish them themselves. */
  autoTick: boolean;
  onError: (error: unknown) => void;
  /**
   * Runs in the transaction that stores each new tick, on the one instance that stored it (price alerts and
   * standing offers): what it writes commits with the tick, and a failure rolls the tick back for another to make.
   */
  onTick?: (trx: Db, tick: StoredTick & { now: Date; tradingOpen: boolean }) => Promise<unknown>;
}

/** The market feed (ticks shared by every instance through the database) and the pricing built on it. */
export async function startMarketData({ db, listen, config, clock, autoTick, onError, onTick }: MarketDataOptions): Promise<MarketData> {
  const schedule = parseTradingHours(config.market.tradingHours);
  const provider = createDemoProvider({ tickSeconds: config.market.tickSeconds });
  const onStored =
    onTick &&
    ((trx: Db, tick: StoredTick) => {
      const now = new Date(tick.snapshot.at);
      return onTick(trx, { ...tick, now, tradingOpen: tradingTimesAt(schedule, now).open });
    });
  const feed = await startMarketFeed({ db, listen, provider, tickSeconds: config.market.tickSeconds, clock, autoTick, onError, onStored });
  const service = createCropMarketingService({ db, feed, reference: marketReference(db, clock), schedule, clock });
  return { feed, service, history: createChartHistory({ db, feed, clock }) };
}

/** The signed-in API's crop marketing and futures routes. */
export async function marketDataRoutes(
  api: ApiApp,
  deps: ApiDeps,
  { feed, service, history }: MarketData,
  clock: () => number,
  onPricingChanged: (accountReference: string) => Promise<void>,
): Promise<void> {
  cropMarketingRoutes(api, service, clock);
  futuresRoutes(api, feed, history);
  await registerAccountScope(api, deps, (scoped) => accountCropMarketingRoutes(scoped, deps, service, onPricingChanged));
}

export { marketStreamRoute, partnerChartRoutes, partnerPriceRoutes };

import type { Config } from '../../config';
import type { Db, Listen } from '../../db';
import { registerAccountScope } from '../accounts';
import { accountCropMarketingRoutes, cropMarketingRoutes } from './crop-marketing-routes';
import { createCropMarketingService } from './crop-marketing-service';
import { createDemoProvider } from './demo-provider';
import { createChartHistory } from './chart-history';
import type { MarketData } from './market-data';
import { futuresRoutes, partnerChartRoutes, partnerPriceRoutes } from './futures-routes';
import { startMarketFeed, type StoredTick } from './market-feed';
import { marketReference } from './market-reference';
import { marketStreamRoute } from './market-stream';
import { pausedCommodities } from './selling-pauses';
import { parseTradingHours } from '@farm/area-crop-marketing/domain';
import { parseTradingHoursSetting, tradingTimesAt } from './trading-times';
import type { PortalModule } from '../portal-module';

export type { StoredTick } from './market-feed';
export type { MarketSnapshot } from './market-provider';
export type { CropMarketingService } from './crop-marketing-service';
export type { SalePricing, RowPrice, RowPriceQuestion } from './sale-pricing';

export type { MarketData } from './market-data';

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
  /** Moves when watched tables may have changed (read-cache): the price desk's settings and pauses are read again then. */
  dataGeneration: () => number;
}

/** The market feed (ticks shared by every instance through the database) and the pricing built on it. */
export async function startMarketData({ db, listen, config, clock, autoTick, onError, onTick, dataGeneration }: MarketDataOptions): Promise<MarketData> {
  const reference = marketReference(db, dataGeneration);
  // The price desk's hours when it has set some, else the deployment's.
  const deploymentHours = parseTradingHoursSetting(config.market.tradingHours);
  const tradingTimes = async (now: Date) => tradingTimesAt((await reference()).tradingHours ?? deploymentHours, now);
  const provider = createDemoProvider({ tickSeconds: config.market.tickSeconds });
  const onStored =
    onTick &&
    (async (trx: Db, tick: StoredTick) => {
      const now = new Date(tick.snapshot.at);
      // Read in the tick's transaction, which holds PGlite's one connection: the desk's hours as the tick commits.
      const desk = await trx.selectFrom('price_desk_settings').select('trading_hours').where('id', '=', 1).executeTakeFirstOrThrow();
      const schedule = desk.trading_hours === null ? deploymentHours : parseTradingHours(desk.trading_hours);
      return onTick(trx, { ...tick, now, tradingOpen: tradingTimesAt(schedule, now).open });
    });
  const feed = await startMarketFeed({ db, listen, provider, tickSeconds: config.market.tickSeconds, clock, autoTick, onError, onStored });
  const service = createCropMarketingService({ db, feed, reference, tradingTimes, clock, paused: pausedCommodities(db, dataGeneration) });
  return { feed, service, history: createChartHistory({ db, feed, clock }) };
}

/** The signed-in API's crop marketing and futures routes. */
export const marketDataModule: PortalModule = async (app, services) => {
  const { feed, service, history } = services.market;
  cropMarketingRoutes(app, service, services.clock);
  futuresRoutes(app, feed, history);
  await registerAccountScope(app, services, (scoped) => accountCropMarketingRoutes(scoped, services, service, services.pricingChanged));
};

export { marketStreamRoute, partnerChartRoutes, partnerPriceRoutes };

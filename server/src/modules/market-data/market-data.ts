import type { ChartHistoryReader } from './chart-history';
import type { CropMarketingService } from './crop-marketing-service';
import type { MarketFeed } from './market-feed';

/** The market feed (ticks shared by every instance through the database) and the pricing built on it. */
export interface MarketData {
  feed: MarketFeed;
  service: CropMarketingService;
  history: ChartHistoryReader;
}

export { liveMarket$, marketStreamStatus$ } from './live-market';
export type { MarketStreamStatus } from './market-stream';

export { liveMarket$, marketStreamStatus$ } from './live-market';

import type { QueryClient } from '@tanstack/query-core';
import { share, tap } from 'rxjs';
import type { MarketDataKind } from '../api/market-data-meta';
import type { EmbedPrices, FuturesSnapshot, MarketTick, Prices } from '../domain';
import { queryClient } from '../query';
import { marketStream } from './market-stream';
import { movePrices, moveSnapshot, moveSnapshots } from './move-prices';

const repricedSince = (data: unknown, tick: MarketTick) =>
  tick.pricingVersion !== undefined &&
  typeof data === 'object' &&
  data !== null &&
  'pricingVersion' in data &&
  (data as { pricingVersion: number }).pricingVersion !== tick.pricingVersion;

/**
 * Moves every cached answer the tick touches: price tables (an account's, a partner's) and futures snapshots,
 * found by the `meta.marketData` their query definitions carry. Screens showing them re-render from the cache.
 */
function applyTick(client: QueryClient, tick: MarketTick): void {
  for (const query of client.getQueryCache().getAll()) {
    const kind = (query.meta as { marketData?: MarketDataKind } | undefined)?.marketData;
    const data = query.state.data;
    if (!kind || data === undefined) continue;
    // Priced before the price desk's last change (a basis, a pause): fetched again, not moved (issue 29).
    if (repricedSince(data, tick)) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const next =
      kind === 'futures'
        ? moveSnapshot(data as FuturesSnapshot, tick)
        : kind === 'futures-list'
          ? moveSnapshots(data as FuturesSnapshot[], tick)
          : movePrices(data as Prices | EmbedPrices, tick);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

/**
 * Live prices for the page: subscribe while a screen shows market data (one stream for every table and
 * panel), and each tick moves the cached prices as it arrives.
 */
export const liveMarket$ = marketStream.ticks$.pipe(
  tap((tick) => applyTick(queryClient, tick)),
  share(),
);

/** Whether the stream is live; 'blocked' means screens should refetch prices on the timer instead. */
export const marketStreamStatus$ = marketStream.status$;

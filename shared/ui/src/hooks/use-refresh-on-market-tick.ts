import { liveMarket$, marketStreamStatus$, PRICE_REFRESH_MS } from '@farm/core';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBusValue } from './use-bus-value';

/**
 * Loads a query again on every market tick, for what a tick changes on the server (an alert fired, an offer
 * filled): the page's market stream delivers a tick after those writes committed, so a load the tick starts
 * sees them. One load per tick: a tick cancels a load still running and starts it again. Listens to the page's
 * one stream (`liveMarket$`), so it opens no second connection, and only while `enabled`. Gives the refetch
 * interval for the query: none while the stream works, the prices' timer while it is blocked.
 */
export function useRefreshOnMarketTick(queryKey: QueryKey, enabled: boolean): { refetchInterval: number | false } {
  const client = useQueryClient();
  const hashed = hashKey(queryKey);
  // The key's value is what counts, not the array a render made.
  const key = useRef(queryKey);
  useEffect(() => {
    key.current = queryKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const subscription = liveMarket$.subscribe(() => void client.invalidateQueries({ queryKey: key.current, exact: true }));
    return () => subscription.unsubscribe();
  }, [client, hashed, enabled]);
  const status = useBusValue(marketStreamStatus$);
  return { refetchInterval: enabled && status === 'blocked' ? PRICE_REFRESH_MS : false };
}

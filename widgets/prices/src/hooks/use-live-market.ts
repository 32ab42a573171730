import { liveMarket$, marketStreamStatus$, PRICE_REFRESH_MS } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { useEffect } from 'react';

/**
 * Keeps the page's market stream open while the calling screen shows (one stream however many screens ask;
 * each tick moves the cached prices). Gives the refetch interval for price queries: none while the stream
 * works, spec 2 §9's refresh timer while it is blocked.
 */
export function useLiveMarket(): { refetchInterval: number | false } {
  useEffect(() => {
    const subscription = liveMarket$.subscribe();
    return () => subscription.unsubscribe();
  }, []);
  const status = useBusValue(marketStreamStatus$);
  return { refetchInterval: status === 'blocked' ? PRICE_REFRESH_MS : false };
}

import { liveMarket$ } from '@farm/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Alerts fire on a market tick, and the stream delivers the tick after the firing has committed, so asking
 * again on each tick shows a new firing without a reload: once per tick, for as long as the screen shows.
 * Keeps the page's one market stream open meanwhile.
 */
export function useRefreshOnTick(queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const subscription = liveMarket$.subscribe(() => void client.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] }));
    return () => subscription.unsubscribe();
  }, [client, key]);
}

import { QueryClient } from '@tanstack/query-core';

/**
 * The one cache of server data for every widget on the page: they share this module through the import map,
 * and each widget's root provides it to React (@farm/ui's WidgetRoot). Spec 1 §4: a repeat request is skipped
 * while the same request is loading or once it has loaded, so nothing goes stale by itself; the cache is
 * emptied on a business switch and at sign-out, so no data of one account is ever shown under another.
 * An entry no screen has used for 30 minutes is dropped, which bounds memory in a long session. Requests go
 * out even when the browser says it is offline ('always'), so a lost connection shows the catalogue's
 * connectivity message (spec 1 §8) instead of a request paused without a word until the network returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Errors show the spec's catalogue message at once; a retry would hide a failure for seconds.
    queries: { staleTime: Infinity, gcTime: 30 * 60_000, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

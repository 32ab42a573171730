import { useSyncExternalStore } from 'react';

// single-spa announces its own navigations; the browser announces back and forward.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current path, updated on every single-spa route change and on back/forward. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** One parameter of the current query string (null when absent), updated like `useLocationPath`. */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(subscribe, () => new URLSearchParams(window.location.search).get(name));
}

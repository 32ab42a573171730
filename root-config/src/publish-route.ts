import { route$ } from '@farm/core';
import { routeState } from './breadcrumbs';

/** Keeps the bus's `route$` in step with the browser path: the root config owns the table, the shell shows it. */
export function publishRoute(): void {
  const publish = () => {
    const next = routeState(window.location.pathname);
    if (route$.value?.path !== next.path) route$.next(next);
  };
  window.addEventListener('single-spa:routing-event', publish);
  publish();
}

import { matchRoute, navigate, paths } from '@farm/core';
import { evaluateGuards } from './guards/guards';
import { renderStatusPage } from './status-page';

const NOT_FOUND = {
  title: 'Page not found',
  message: 'The page you are looking for was not found.',
  action: { label: 'Back to Home', onClick: () => navigate(paths.dashboard) },
};

/**
 * Areas whose widget is not deployed yet get an honest notice instead of a screen, and paths the route
 * table does not know get the 404 page; both follow every route change.
 */
export function showUnavailableAreas(slot: HTMLElement, available: ReadonlySet<string>): void {
  let remove: (() => void) | undefined;
  const update = () => {
    remove?.();
    remove = undefined;
    const matched = matchRoute(window.location.pathname);
    // The table's own 404 route is the not-found page, not an area still to come.
    const route = matched?.path === '404' ? undefined : matched;
    if (route && available.has(route.widget)) return;
    if (evaluateGuards(window.location.pathname)) return;
    remove = renderStatusPage(
      slot,
      route
        ? {
            title: route.title,
            message: `${route.title} is not available in this version of MyFarm yet.`,
            action: { label: 'Back to Home', onClick: () => navigate(paths.dashboard) },
          }
        : NOT_FOUND,
    );
  };
  window.addEventListener('single-spa:routing-event', update);
  update();
}

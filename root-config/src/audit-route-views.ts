import { logAction, matchRoute } from '@farm/core';

/**
 * Spec 1 §7: every route view is an audit entry. Runs after single-spa has settled a route (and the guards
 * have redirected), so it records the page the user actually sees, once per path.
 */
export function auditRouteViews(): void {
  let lastPath: string | undefined;
  window.addEventListener('single-spa:routing-event', () => {
    const path = window.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    const route = matchRoute(path);
    void logAction({
      action: 'route-view',
      appname: route?.title ?? 'Page not found',
      message: `Viewed ${path}`,
      url: path,
    });
  });
}

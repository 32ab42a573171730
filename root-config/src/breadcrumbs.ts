import { type Crumb, type RouteState, breadcrumbTitles, DASHBOARD_PREFIX, matchRoute } from '@farm/core';

/**
 * The route state the shell renders as breadcrumbs: one step per path segment under /dashboard, titled from
 * the route table (or the titles of later areas); segments with no title, such as record ids, are skipped.
 */
export function routeState(pathname: string): RouteState {
  const route = matchRoute(pathname);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== DASHBOARD_PREFIX && !path.startsWith(`${DASHBOARD_PREFIX}/`)) {
    return { path, title: route?.title ?? null, crumbs: [] };
  }
  const crumbs: Crumb[] = [{ title: 'Dashboard', path: DASHBOARD_PREFIX }];
  const segments = path.slice(DASHBOARD_PREFIX.length).split('/').filter(Boolean);
  segments.forEach((segment, index) => {
    const stepPath = `${DASHBOARD_PREFIX}/${segments.slice(0, index + 1).join('/')}`;
    const title = matchRoute(stepPath)?.title ?? breadcrumbTitles[segment];
    if (title) crumbs.push({ title, path: stepPath });
  });
  if (!route) crumbs.push({ title: 'Page not found', path });
  return { path, title: route?.title ?? null, crumbs };
}

export { routes, routeTable, paths, matchRoute, breadcrumbTitles, DASHBOARD_PREFIX } from './route-table';
export type { PortalRoute } from './route-table';

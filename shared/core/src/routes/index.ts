export { routes, routeTable, paths, matchRoute, fullPath, breadcrumbTitles, DASHBOARD_PREFIX } from './route-table';
export type { PortalRoute, Permission, RouteName } from './route-table';

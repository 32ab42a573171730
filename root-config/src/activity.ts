import { evaluateGuards } from './guards/guards';
import { matchRoute, type PortalRoute } from '@farm/core';

/** A single-spa activity function: the widget is active on its routes of the table, when no guard refuses. */
export function activeOn(routes: readonly PortalRoute[]) {
  return (location: Location) => {
    const current = matchRoute(location.pathname);
    return current !== undefined && routes.includes(current) && !evaluateGuards(location.pathname);
  };
}

/** The sidebar shows on routes whose sidebar flag is set. */
export function sidebarActive(location: Location): boolean {
  return matchRoute(location.pathname)?.sidebar ?? false;
}

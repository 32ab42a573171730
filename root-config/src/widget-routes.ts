import { routeTable, type PortalRoute } from '@farm/core';

/** Every widget the route table names, each with the routes it renders. */
export function routesByWidget(): Map<string, PortalRoute[]> {
  const byWidget = new Map<string, PortalRoute[]>();
  for (const r of routeTable) byWidget.set(r.widget, [...(byWidget.get(r.widget) ?? []), r]);
  return byWidget;
}

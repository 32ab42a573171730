import { MAINTENANCE_TITLE, maintenanceMessage, matchRoute, navigate, paths } from '@farm/core';
import type { TileMaintenance } from './guards/guard';
import { evaluateGuards } from './guards/guards';
import { renderStatusPage, type StatusPage } from './status-page';

const backHome = { label: 'Back to Home', onClick: () => navigate(paths.dashboard) };

const NOT_FOUND: StatusPage = { title: 'Page not found', message: 'The page you are looking for was not found.', action: backHome };

/** Spec 2 §8's maintenance card, with the planned maintenance's own message under it. */
const maintenanceCard = ({ app, end, text }: TileMaintenance): StatusPage => ({
  title: MAINTENANCE_TITLE,
  message: maintenanceMessage(app, end),
  detail: text || undefined,
  action: backHome,
});

/** What the main slot shows instead of a widget at `pathname`, if anything. */
function standIn(pathname: string, available: ReadonlySet<string>): StatusPage | undefined {
  const outcome = evaluateGuards(pathname);
  if (outcome?.kind === 'maintenance') return maintenanceCard(outcome);
  if (outcome) return undefined;
  const matched = matchRoute(pathname);
  // The table's own 404 route is the not-found page, not an area still to come.
  const route = matched?.path === '404' ? undefined : matched;
  if (!route) return NOT_FOUND;
  if (available.has(route.widget)) return undefined;
  return { title: route.title, message: `${route.title} is not available in this version of MyFarm yet.`, action: backHome };
}

/**
 * The pages the root config shows in the main slot instead of an area, following every route change (and
 * every downtime refresh, which re-runs the routing): a tile under planned downtime shows the maintenance
 * card, an area whose widget is not deployed yet an honest notice, and a path the table does not know the
 * 404 page.
 */
export function showUnavailableAreas(slot: HTMLElement, available: ReadonlySet<string>): void {
  let remove: (() => void) | undefined;
  const update = () => {
    remove?.();
    remove = undefined;
    const page = standIn(window.location.pathname, available);
    if (page) remove = renderStatusPage(slot, page);
  };
  window.addEventListener('single-spa:routing-event', update);
  update();
}

import { activeAppDowntime, activeTileDowntime, downtime$ } from '@farm/core';
import { skip } from 'rxjs';
import { getAppNames, triggerAppChange } from 'single-spa';
import type { Guard } from './guard';

/**
 * Spec 1 §4: while the whole of MyFarm is down the shell covers every page with its maintenance screen, so
 * the page behind stays blank. While a planned downtime applies to a route's tile, its widget is not
 * mounted either; instead of the blank screen of spec 1 §4 the page shows spec 2 §8's maintenance card with
 * the planned message (issue 7 §6: a blank page left users guessing).
 */
export const downtimeGuard: Guard = ({ route, account }) => {
  const state = downtime$.value;
  if (state.status !== 'loaded' || !route) return undefined;
  const now = new Date();
  if (activeAppDowntime(state.content, now)) return { kind: 'blank' };
  const planned = route.tile ? activeTileDowntime(state.content, route.tile, now) : undefined;
  if (!planned) return undefined;
  const app = account?.tiles.find((tile) => tile.reference === route.tile)?.text ?? route.title;
  return { kind: 'maintenance', app, end: planned.endDowntimeDate, text: planned.text };
};

// The downtime is refreshed while the portal is open: each new answer re-runs the activity functions, so a
// page goes under maintenance or comes back without a route change. Before single-spa has applications
// there is nothing to re-run.
downtime$.pipe(skip(1)).subscribe(() => {
  if (getAppNames().length > 0) void triggerAppChange();
});

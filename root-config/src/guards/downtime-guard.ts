import { downtime$, downtimeApplies } from '@farm/core';
import { skip } from 'rxjs';
import { getAppNames, triggerAppChange } from 'single-spa';
import type { Guard } from './guard';

/**
 * Spec 1 §4: while a planned downtime applies to a route's tile (or the whole of MyFarm is down, when the
 * shell shows its maintenance screen), the page is replaced by a blank screen: its widget is not mounted
 * and no "not available" notice shows.
 */
export const downtimeGuard: Guard = ({ route }) => {
  const state = downtime$.value;
  if (state.status !== 'loaded' || !route) return undefined;
  return downtimeApplies(state.content, route.tile, new Date()) ? { kind: 'blank' } : undefined;
};

// The downtime is refreshed while the portal is open: each new answer re-runs the activity functions, so
// a page blanks or comes back without a route change. Before single-spa has applications there is nothing
// to re-run.
downtime$.pipe(skip(1)).subscribe(() => {
  if (getAppNames().length > 0) void triggerAppChange();
});

import { downtimeApplies } from '../domain';
import { downtime$ } from './state';

/** Whether a planned downtime applies to the tile now (spec 1 §4), by the downtime last loaded. */
export function isTileUnderDowntime(tile: string, now = new Date()): boolean {
  const state = downtime$.value;
  return state.status === 'loaded' && downtimeApplies(state.content, tile, now);
}

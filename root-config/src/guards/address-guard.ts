import { downtime$, downtimeApplies } from '@farm/core';
import { redirect, type Guard } from './guard';

const downtimeOn = (tile: string) => {
  const state = downtime$.value;
  return state.status === 'loaded' && downtimeApplies(state.content, tile, new Date());
};

/** Spec 1 §2: crop marketing redirects to / when the account has no address and no downtime applies. */
export const addressGuard: Guard = ({ route, account }) =>
  route?.tile === 'mycropmarketing' && account && !account.address && !downtimeOn(route.tile) ? redirect('/') : undefined;

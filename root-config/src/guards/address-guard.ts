import { isTileUnderDowntime } from '@farm/core';
import { redirect, type Guard } from './guard';

/** Spec 1 §2: crop marketing redirects to / when the account has no address and no downtime applies. */
export const addressGuard: Guard = ({ route, account }) =>
  route?.tile === 'mycropmarketing' && account && !account.address && !isTileUnderDowntime(route.tile) ? redirect('/') : undefined;

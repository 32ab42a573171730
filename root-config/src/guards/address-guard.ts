import { isTileUnderDowntime } from '@farm/core';
import { NO_COLLECTION_ADDRESS_DIALOG } from '@farm/core';
import { redirect, type Guard } from './guard';

/**
 * Spec 1 §2: crop marketing redirects to / when the account has no address and no downtime applies. It says why
 * there: spec 2 §4, §8's 'No Collection Address' dialog opens (a silent bounce to the dashboard left people
 * guessing). A locked tile is refused before this guard, with the access dialog, so the prompt stays hidden then.
 */
export const addressGuard: Guard = ({ route, account }) =>
  route?.tile === 'mycropmarketing' && account && !account.address && !isTileUnderDowntime(route.tile)
    ? redirect('/', { kind: NO_COLLECTION_ADDRESS_DIALOG })
    : undefined;

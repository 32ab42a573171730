import { paths } from '@farm/core';
import { redirect, type Guard } from './guard';

/**
 * Spec 2 §2: crop marketing is also gated by the business's hasMCM access flag. A business without it is sent
 * back to the dashboard with the access dialog, as for a locked tile.
 */
export const cropMarketingGuard: Guard = ({ route, account }) => {
  if (route?.tile !== 'mycropmarketing' || !account || account.hasMCM) return undefined;
  const tile = account.tiles.find((t) => t.reference === route.tile);
  return redirect(paths.dashboard, { kind: 'no-access', data: { tile: tile?.text ?? route.title } });
};

import { featureSubjectOf, isTileOpen, paths } from '@farm/core';
import { redirect, type Guard } from './guard';

/**
 * Spec 1 §2, §6: a path that belongs to a tile the account cannot see (missing, hidden, closed to external
 * users, turned off by a flag, or locked) goes back to the dashboard and opens the access dialog.
 */
export const tileGuard: Guard = ({ route, account, session, flags }) => {
  if (!route?.tile || !account) return undefined;
  if (isTileOpen(account.tiles, route.tile, flags, featureSubjectOf({ ...session.user, internal: session.internal }))) return undefined;
  const tile = account.tiles.find((t) => t.reference === route.tile);
  return redirect(paths.dashboard, { kind: 'no-access', data: { tile: tile?.text ?? route.title } });
};

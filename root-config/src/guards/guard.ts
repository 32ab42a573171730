import type { Account, DialogRequest, FeatureToggle, Session, PortalRoute } from '@farm/core';

/** What a guard sees: the route being entered and the signed-in state from the bus. */
export interface GuardContext {
  pathname: string;
  route: PortalRoute | undefined;
  session: Session;
  account: Account | null;
  flags: readonly FeatureToggle[];
}

/** What the maintenance card of spec 2 §8 says about a tile under planned downtime. */
export interface TileMaintenance {
  /** The tile's name as the account shows it. */
  app: string;
  /** When the downtime ends (ISO time). */
  end: string;
  /** The planned maintenance's own message; may be empty. */
  text: string;
}

/**
 * Leave for another path (optionally opening a dialog there), show the maintenance card instead of the
 * widget, or show nothing at all (the shell covers the page with its maintenance screen).
 */
export type GuardOutcome = { kind: 'redirect'; to: string; dialog?: DialogRequest } | ({ kind: 'maintenance' } & TileMaintenance) | { kind: 'blank' };

/** Returns undefined to let the route through. */
export type Guard = (context: GuardContext) => GuardOutcome | undefined;

export const redirect = (to: string, dialog?: DialogRequest): GuardOutcome => ({ kind: 'redirect', to, dialog });

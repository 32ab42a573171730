import type { Account, DialogRequest, FeatureToggle, Session, PortalRoute } from '@farm/core';

/** What a guard sees: the route being entered and the signed-in state from the bus. */
export interface GuardContext {
  pathname: string;
  route: PortalRoute | undefined;
  session: Session;
  account: Account | null;
  flags: readonly FeatureToggle[];
}

/** Leave for another path (optionally opening a dialog there), or show a blank page instead of the widget. */
export type GuardOutcome = { kind: 'redirect'; to: string; dialog?: DialogRequest } | { kind: 'blank' };

/** Returns undefined to let the route through. */
export type Guard = (context: GuardContext) => GuardOutcome | undefined;

export const redirect = (to: string, dialog?: DialogRequest): GuardOutcome => ({ kind: 'redirect', to, dialog });

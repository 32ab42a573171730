import type { ApiApp, ApiDeps } from '../../http';
import type { CropMarketingService } from '../market-data';
import { contactPreferenceRoutes } from './contact-preference-routes';
import { priceAlertRoutes } from './price-alert-routes';

export { evaluateTick } from './evaluate-tick';
export { findRowToWatch, watchEndsAt } from './watched-row';
export { watchLevel } from './watch-keys';

/** Price alerts and their contact preferences. Registered inside the account scope. */
export function priceAlertsRoutes(scoped: ApiApp, deps: ApiDeps, service: CropMarketingService, clock: () => number): void {
  priceAlertRoutes(scoped, deps, service, clock);
  contactPreferenceRoutes(scoped, deps);
}
export { repriceWatches } from './reprice-watches';
export { firingFactColumns, joinedFiringFacts, readFiring, toFiringFacts, type FiringFacts } from './alert-firings';
export { deleteMembersAlerts } from './withdraw-members-alerts';
export { alertDestinationRoutes } from './destination-routes';
export { isConfirmedDestination } from './destination-queries';

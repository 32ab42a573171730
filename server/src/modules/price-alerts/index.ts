import { contactPreferenceRoutes } from './contact-preference-routes';
import { priceAlertRoutes } from './price-alert-routes';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';
import { alertDestinationRoutes } from './destination-routes';

export { evaluateTick } from './evaluate-tick';
export { findRowToWatch, watchEndsAt } from './watched-row';
export { watchLevel } from './watch-keys';

/** Price alerts and their contact preferences. Registered inside the account scope. */
/** Price alerts, their contact preferences, and the verified e-mails and phones they are sent to. */
export const priceAlertsModule: PortalModule = async (app, services) => {
  alertDestinationRoutes(app, services, services);
  await registerAccountScope(app, services, (scoped) => {
    priceAlertRoutes(scoped, services, services.market.service, services.clock);
    contactPreferenceRoutes(scoped, services);
  });
};
export { repriceWatches } from './reprice-watches';
export { firingFactColumns, joinedFiringFacts, readFiring, toFiringFacts, type FiringFacts } from './alert-firings';
export { deleteMembersAlerts } from './withdraw-members-alerts';
export { isConfirmedDestination } from './destination-queries';

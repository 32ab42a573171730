import { registerAccountScope } from '../accounts';
import type { PortalModule } from '../portal-module';
import { standingOfferRoutes } from './offer-routes';

export { fillOfferJob, offerFilledJob } from './fill-offer-job';
export { cancelMembersOffers } from './cancel-members-offers';

/** Standing offers: a sale the server makes when a price reaches the target. */
export const standingOffersModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => standingOfferRoutes(scoped, services, services.market.service, services.clock));
};

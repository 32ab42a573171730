export { fillOfferJob, offerFilledJob } from './fill-offer-job';
export { standingOfferRoutes } from './offer-routes';
export { cancelMembersOffers } from './cancel-members-offers';

export { fillOfferJob, offerFilledJob } from './fill-offer-job';
export { standingOfferRoutes } from './offer-routes';

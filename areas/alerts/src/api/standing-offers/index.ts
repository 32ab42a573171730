export { standingOffersKey, standingOffersQuery } from './get-standing-offers';
export { createStandingOffer } from './create-standing-offer';
export { cancelStandingOffer } from './cancel-standing-offer';

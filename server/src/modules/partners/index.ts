export { publicApiRoutes, type PublicRoutes } from './public-api';
export { createPartner, findPartnerByKey, type NewPartner, type PartnerRow } from './partner-queries';
export { applyDemoPartner, DEMO_PARTNER, PARTNER_WIDGETS } from './demo-partner';
export { hashPartnerKey } from './partner-key';

export { publicApiRoutes, type PublicRoutes } from './public-api';
export { createPartner, findPartnerByKey, type NewPartner, type PartnerRow } from './partner-queries';
export { seedDemoPartners, DEMO_PARTNER, PARTNER_WIDGETS } from './seed-demo-partners';

export { publicApiRoutes } from './public-api';
export { createPartner, findPartnerByKey } from './partner-queries';
export { applyDemoPartner, DEMO_PARTNER, PARTNER_WIDGETS } from './demo-partner';

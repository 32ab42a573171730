import type { PortalModule } from '../portal-module';
import { priceModelRoutes } from './price-model-routes';
import { sellingPauseRoutes } from './selling-pause-routes';

/** The price desk (issue 29, staff only): what the traders set that the price model and selling read. */
export const priceDeskModule: PortalModule = async (app, services) => {
  priceModelRoutes(app, services);
  sellingPauseRoutes(app, services);
};

import { postContract } from './post-contract';
import { postQuote } from './post-quote';
import type { SellingOptions } from './selling-options';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

export { assertVarietiesOf } from './assert-varieties';
export { assertCropMarketingAccess } from './trading-gate';
export { sellAtTarget } from './sell-at-target';

/** Selling grain: quotes and contracts. Registered inside the account scope. */
/** Selling grain online: a quote held at the server's price, then the contract. */
export const sellingModule: PortalModule = async (app, services) => {
  const options: SellingOptions = { pricing: services.salePricing, clock: services.clock };
  await registerAccountScope(app, services, (scoped) => {
    postQuote(scoped, services, options);
    postContract(scoped, services, options);
  });
};

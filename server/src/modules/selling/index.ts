import type { ApiApp, ApiDeps } from '../../http';
import { postContract } from './post-contract';
import { postQuote } from './post-quote';
import type { SellingOptions } from './selling-options';

export type { SellingOptions } from './selling-options';
export { assertVarietiesOf } from './assert-varieties';
export { assertCropMarketingAccess } from './trading-gate';
export { sellAtTarget } from './sell-at-target';

/** Selling grain: quotes and contracts. Registered inside the account scope. */
export function sellingRoutes(scoped: ApiApp, deps: ApiDeps, options: SellingOptions): void {
  postQuote(scoped, deps, options);
  postContract(scoped, deps, options);
}

import type { ApiApp, ApiDeps } from '../../http';
import { getContractDetail } from './get-contract-detail';
import { listRoutes } from './list-routes';

/** My Account (spec 3): the transaction, grain sale, purchase and haulier lists, their CSV, and the contract details. */
export function myAccountRoutes(scoped: ApiApp, deps: ApiDeps): void {
  listRoutes(scoped, deps);
  getContractDetail(scoped, deps);
}

import type { ApiApp, ApiDeps } from '../../http';
import { getContractDetail } from './get-contract-detail';
import { getMovementDetail } from './get-movement-detail';
import { listRoutes } from './list-routes';

/** My Account (spec 3): the transaction, grain sale, purchase and haulier lists, their CSV, the movements grid, and the contract and movement details. */
export function myAccountRoutes(scoped: ApiApp, deps: ApiDeps): void {
  listRoutes(scoped, deps);
  getContractDetail(scoped, deps);
  getMovementDetail(scoped, deps);
}
export { SAMPLE_COLUMNS, toSampleRow } from './sample-list';

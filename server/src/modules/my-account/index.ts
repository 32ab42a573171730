import { getContractDetail } from './get-contract-detail';
import { getMovementDetail } from './get-movement-detail';
import { listRoutes } from './list-routes';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

/** My Account (spec 3): the transaction, grain sale, purchase and haulier lists, their CSV, the movements grid, and the contract and movement details. */
/** My Account: the transaction lists and their exports, a contract's details, a load's analysis. */
export const myAccountModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => {
    listRoutes(scoped, services);
    getContractDetail(scoped, services);
    getMovementDetail(scoped, services);
  });
};
export { SAMPLE_COLUMNS, toSampleRow } from './sample-list';

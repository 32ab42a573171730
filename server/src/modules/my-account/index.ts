import { getContractDetail } from './get-contract-detail';
import { getMovementDetail } from './get-movement-detail';
import { listRoutes } from './list-routes';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

/** My Account: the transaction lists and their exports, a contract's details, a load's analysis. */
export const myAccountModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => {
    listRoutes(scoped, services);
    getContractDetail(scoped, services);
    getMovementDetail(scoped, services);
  });
};
export { samples as sampleList } from './sample-list';

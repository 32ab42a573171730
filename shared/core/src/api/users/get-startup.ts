import type { Startup } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /myuser/startup: the portal's first screen in one answer; `selectedAccount` is the browser's remembered one. */
export function getStartup(selectedAccount: string | undefined): Promise<Startup> {
  return apiRequest<Startup>('/myuser/startup', { query: { selectedAccount } });
}

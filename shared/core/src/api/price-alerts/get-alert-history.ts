import type { AlertFiring } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';
import { alertHistoryKey } from './alert-keys';

/** GET /accounts/{id}/price-alerts/history: what fired and when, newest first (the last 100). */
export const alertHistoryQuery = (accountReference: string) => ({
  queryKey: alertHistoryKey(accountReference),
  queryFn: async () => (await apiRequest<{ firings: AlertFiring[] }>(`${accountPath(accountReference)}/price-alerts/history`)).firings,
});

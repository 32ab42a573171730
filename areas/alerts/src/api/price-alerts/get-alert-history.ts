import type { AlertFiring } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';
import { alertHistoryKey } from './alert-keys';

/** GET /accounts/{id}/price-alerts/history: what fired and when, newest first (the last 100). */
export const alertHistoryQuery = (accountReference: string) => ({
  queryKey: alertHistoryKey(accountReference),
  queryFn: async () => (await apiRequest<{ firings: AlertFiring[] }>(`${accountPath(accountReference)}/price-alerts/history`)).firings,
});

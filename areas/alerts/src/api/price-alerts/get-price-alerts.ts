import type { PriceAlert } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';
import { priceAlertsKey } from './alert-keys';

/** GET /accounts/{id}/price-alerts: the account's price alerts, newest first (spec 2 §2 'Price alerts list'). */
export const priceAlertsQuery = (accountReference: string) => ({
  queryKey: priceAlertsKey(accountReference),
  queryFn: async () => (await apiRequest<{ alerts: PriceAlert[] }>(`${accountPath(accountReference)}/price-alerts`)).alerts,
});

import type { PriceAlert, PriceAlertUpdateParsed } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

/** PUT /accounts/{id}/price-alerts/{triggerId}: changes an alert's prices and contact, and answers it. */
export async function updatePriceAlert(accountReference: string, triggerId: string, alert: PriceAlertUpdateParsed): Promise<PriceAlert> {
  const path = `${accountPath(accountReference)}/price-alerts/${encodeURIComponent(triggerId)}`;
  return (await apiRequest<{ alert: PriceAlert }>(path, { method: 'PUT', body: alert })).alert;
}

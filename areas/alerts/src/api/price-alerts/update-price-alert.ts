import type { PriceAlert, PriceAlertUpdateParsed } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** PUT /accounts/{id}/price-alerts/{triggerId}: changes an alert's prices and contact, and answers it. */
export async function updatePriceAlert(accountReference: string, triggerId: string, alert: PriceAlertUpdateParsed): Promise<PriceAlert> {
  const path = `${accountPath(accountReference)}/price-alerts/${encodeURIComponent(triggerId)}`;
  return (await apiRequest<{ alert: PriceAlert }>(path, { method: 'PUT', body: alert })).alert;
}

import type { PriceAlert, PriceAlertCreateParsed } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** POST /accounts/{id}/price-alerts: creates an alert on one price row and answers it (201). */
export async function createPriceAlert(accountReference: string, alert: PriceAlertCreateParsed): Promise<PriceAlert> {
  return (await apiRequest<{ alert: PriceAlert }>(`${accountPath(accountReference)}/price-alerts`, { method: 'POST', body: alert })).alert;
}

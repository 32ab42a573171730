import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** DELETE /accounts/{id}/price-alerts/{triggerId}: removes an alert (after the farmer confirmed, spec 2 §4). */
export async function deletePriceAlert(accountReference: string, triggerId: string): Promise<void> {
  await apiRequest<{ deleted: true }>(`${accountPath(accountReference)}/price-alerts/${encodeURIComponent(triggerId)}`, { method: 'DELETE' });
}

import type { AlertDestinationState } from '../../domain/alert-destinations';
import type { NotificationType } from '../../domain/price-alerts-constants';
import { apiRequest } from '@farm/core';

/** POST /myuser/alert-destinations/confirm: the code the destination was sent; answers it confirmed. */
export async function confirmDestination(confirmation: { kind: NotificationType; value: string; code: string }): Promise<AlertDestinationState> {
  return (await apiRequest<{ destination: AlertDestinationState }>('/myuser/alert-destinations/confirm', { method: 'POST', body: confirmation })).destination;
}

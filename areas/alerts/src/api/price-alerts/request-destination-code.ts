import type { AlertDestinationState } from '../../domain/alert-destinations';
import type { NotificationType } from '../../domain/price-alerts-constants';
import { apiRequest } from '@farm/core';

/** POST /myuser/alert-destinations: sends a code to confirm a destination (again, for a resend); answers where it stands. */
export async function requestDestinationCode(destination: { kind: NotificationType; value: string }): Promise<AlertDestinationState> {
  return (await apiRequest<{ destination: AlertDestinationState }>('/myuser/alert-destinations', { method: 'POST', body: destination })).destination;
}

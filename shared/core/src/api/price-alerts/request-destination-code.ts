import type { AlertDestinationState, NotificationType } from '../../domain';
import { apiRequest } from '../api-request';

/** POST /myuser/alert-destinations: sends a code to confirm a destination (again, for a resend); answers where it stands. */
export async function requestDestinationCode(destination: { kind: NotificationType; value: string }): Promise<AlertDestinationState> {
  return (await apiRequest<{ destination: AlertDestinationState }>('/myuser/alert-destinations', { method: 'POST', body: destination })).destination;
}

import type { AlertDestinationState } from '../../domain/alert-destinations';
import { apiRequest } from '@farm/core';
import { alertDestinationsKey } from './alert-keys';

/** GET /myuser/alert-destinations: the user's e-mail addresses and mobile numbers for alerts, and which are confirmed. */
export const alertDestinationsQuery = () => ({
  queryKey: alertDestinationsKey,
  queryFn: async () => (await apiRequest<{ destinations: AlertDestinationState[] }>('/myuser/alert-destinations')).destinations,
});

import type { CurrentUser } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /user, the older API: the identity and the MyFarm user record. */
export function getCurrentUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/user');
}

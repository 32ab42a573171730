import * as z from 'zod';
import { userSchema, type User } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ user: userSchema });

export async function getUserByEmail(email: string): Promise<User> {
  const data = await apiRequest(`/users/${encodeURIComponent(email)}`, { schema });
  return data.user;
}

import type { EmailPreferences, EmailPreferencesBody } from '../../domain';
import { apiRequest } from '../api-request';

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  const body: EmailPreferencesBody = { preferences };
  const data = await apiRequest<EmailPreferencesBody>('/myuser/email-preferences', { method: 'PUT', body });
  return data.preferences;
}

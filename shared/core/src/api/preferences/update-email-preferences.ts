import { emailPreferencesBodySchema, type EmailPreferences, type EmailPreferencesBody } from '../../domain';
import { apiRequest } from '../api-request';

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  const body: EmailPreferencesBody = { preferences };
  const data = await apiRequest('/myuser/email-preferences', { method: 'PUT', body, schema: emailPreferencesBodySchema });
  return data.preferences;
}

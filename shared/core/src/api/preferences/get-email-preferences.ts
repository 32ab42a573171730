import { emailPreferencesBodySchema, type EmailPreferences } from '../../domain';
import { apiRequest } from '../api-request';

export async function getEmailPreferences(): Promise<EmailPreferences> {
  const data = await apiRequest('/myuser/email-preferences', { schema: emailPreferencesBodySchema });
  return data.preferences;
}

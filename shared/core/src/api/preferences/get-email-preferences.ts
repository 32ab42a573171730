import type { EmailPreferences, EmailPreferencesBody } from '../../domain';
import { apiRequest } from '../api-request';

async function getEmailPreferences(): Promise<EmailPreferences> {
  const data = await apiRequest<EmailPreferencesBody>('/myuser/email-preferences');
  return data.preferences;
}

/** The signed-in user's own choices, not the account's: the key has no account reference. */
export const emailPreferencesQuery = () => ({ queryKey: ['myuser', 'email-preferences'] as const, queryFn: getEmailPreferences });

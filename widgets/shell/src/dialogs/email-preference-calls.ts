import { apiRequest, type EmailPreferences } from '@farm/core';

interface EmailPreferencesBody {
  preferences: EmailPreferences;
}

/** The signed-in user's own choices, not the account's: the key has no account reference. */
export const emailPreferencesQuery = () => ({
  queryKey: ['myuser', 'email-preferences'] as const,
  queryFn: async () => (await apiRequest<EmailPreferencesBody>('/myuser/email-preferences')).preferences,
});

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  const body: EmailPreferencesBody = { preferences };
  return (await apiRequest<EmailPreferencesBody>('/myuser/email-preferences', { method: 'PUT', body })).preferences;
}

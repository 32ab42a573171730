import * as z from 'zod';

/** The e-mails a user can choose to receive, with the words the settings dialog shows for each. */
export const emailPreferenceTopics = [
  { key: 'priceAlerts', label: 'Price alerts', description: 'When a grain price reaches a target you have set.' },
  { key: 'marketReports', label: 'Market reports', description: 'The daily grain market report and weekly outlook.' },
  { key: 'accountStatements', label: 'Account statements', description: 'Monthly statements and new invoices.' },
  { key: 'newsAndOffers', label: 'News and offers', description: 'Product news, farm events and seasonal offers.' },
] as const;

export const emailPreferencesSchema = z
  .object({
    priceAlerts: z.boolean(),
    marketReports: z.boolean(),
    accountStatements: z.boolean(),
    newsAndOffers: z.boolean(),
  })
  .strict();

export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Service e-mails are on until the user turns them off; marketing is opt-in (PECR), so it starts off. */
export const defaultEmailPreferences: EmailPreferences = {
  priceAlerts: true,
  marketReports: true,
  accountStatements: true,
  newsAndOffers: false,
};

/** GET and PUT /myuser/email-preferences answer, and PUT takes, `{ preferences }`. */
export const emailPreferencesBodySchema = z.object({ preferences: emailPreferencesSchema });
export type EmailPreferencesBody = z.infer<typeof emailPreferencesBodySchema>;

export const EMAIL_PREFERENCES_SAVED_MESSAGE = 'Your email preferences have been saved.';

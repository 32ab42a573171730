import * as z from 'zod';

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

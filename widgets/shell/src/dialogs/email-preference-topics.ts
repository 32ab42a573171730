// What the e-mail preferences dialog says; the settings' schema is the core's (domain/email-preferences.ts).

/** The e-mails a user can choose to receive, with the words the settings dialog shows for each. */
export const emailPreferenceTopics = [
  { key: 'priceAlerts', label: 'Price alerts', description: 'When a grain price reaches a target you have set.' },
  { key: 'marketReports', label: 'Market reports', description: 'The daily grain market report and weekly outlook.' },
  { key: 'accountStatements', label: 'Account statements', description: 'Monthly statements and new invoices.' },
  { key: 'newsAndOffers', label: 'News and offers', description: 'Product news, farm events and seasonal offers.' },
] as const;

export const EMAIL_PREFERENCES_SAVED_MESSAGE = 'Your email preferences have been saved.';

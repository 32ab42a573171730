/** The cache keys of an account's price alerts, its alert history and its alert contact preferences. */
export const priceAlertsKey = (accountReference: string) => ['account', accountReference, 'price-alerts'] as const;
export const alertHistoryKey = (accountReference: string) => ['account', accountReference, 'price-alert-history'] as const;
export const alertContactPreferencesKey = (accountReference: string) => ['account', accountReference, 'alert-contact-preferences'] as const;
/** The signed-in user's alert destinations: theirs on every business, so the key names none. */
export const alertDestinationsKey = ['myuser', 'alert-destinations'] as const;

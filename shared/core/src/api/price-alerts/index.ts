export { priceAlertsKey, alertHistoryKey, alertContactPreferencesKey } from './alert-keys';
export { priceAlertsQuery } from './get-price-alerts';
export { createPriceAlert } from './create-price-alert';
export { updatePriceAlert } from './update-price-alert';
export { deletePriceAlert } from './delete-price-alert';
export { alertHistoryQuery } from './get-alert-history';
export { alertContactPreferencesQuery } from './get-alert-contact-preferences';
export { createAlertContactPreferences, updateAlertContactPreference } from './save-alert-contact-preferences';
export type { AlertContactPreferenceWrite } from './save-alert-contact-preferences';

import type { AlertContactPreference, NotificationType, PriceAlert, PriceAlertCreate } from '@farm/area-alerts';
import type { AlertSubject } from './alert-subject';

/** The alert form's text fields; the schema turns them into numbers (a blank price is 0). */
export type AlertFormValues = PriceAlertCreate & {
  targetPrice: string;
  floorPrice: string;
  risePercent: string;
  fallPercent: string;
  notificationType: NotificationType;
  emailAddress: string;
  smsNumber: string;
};

/** The fields where a lone '.' leaves OK inert (spec 2 §5 'Update alert'). */
export const NUMBER_FIELDS = ['targetPrice', 'floorPrice', 'risePercent', 'fallPercent'] as const;

/** A saved number as the form shows it: 0 is a blank (no such condition), prices with their 2 decimals. */
const priceText = (value: number) => (value === 0 ? '' : value.toFixed(2));
const percentText = (value: number) => (value === 0 ? '' : String(value));

/** A new alert: no prices, the contact from the user's default preference (email when there is none). */
export function createValues(subject: AlertSubject, preferences: readonly AlertContactPreference[]): AlertFormValues {
  const valueOf = (name: NotificationType) => preferences.find((p) => p.preferenceName === name)?.preferenceValue ?? '';
  return {
    commodityExternalCdkId: subject.commodityExternalCdkId,
    sellReference: subject.sellReference,
    farmAddressId: subject.farmAddressId,
    priceType: subject.priceType,
    targetPrice: '',
    floorPrice: '',
    risePercent: '',
    fallPercent: '',
    notificationType: preferences.find((p) => p.isDefault)?.preferenceName ?? 'email',
    emailAddress: valueOf('email'),
    smsNumber: valueOf('sms'),
  };
}

/** An alert to update, as saved. */
export function updateValues(alert: PriceAlert): AlertFormValues {
  return {
    commodityExternalCdkId: alert.commodityExternalCdkId,
    sellReference: alert.sellReference,
    farmAddressId: alert.farmAddressId,
    priceType: alert.priceType,
    targetPrice: priceText(alert.targetPrice),
    floorPrice: priceText(alert.floorPrice),
    risePercent: percentText(alert.risePercent),
    fallPercent: percentText(alert.fallPercent),
    notificationType: alert.notificationType,
    emailAddress: alert.emailAddress,
    smsNumber: alert.smsNumber,
  };
}

import { ALERT_CONDITION_LABELS, NOTIFICATION_TYPE_LABELS, type AlertFiring, type PriceAlert } from '@farm/area-alerts';
import { formatDate } from '@farm/core';

/** A price in £/MT as the tables write it (2 decimals), or a dash for 0: no such price is set (a blank is 0). */
export const alertPriceText = (price: number): string => (price === 0 ? '–' : price.toFixed(2));

/** Spec 2 §2 'Alert contact details': the address the alert goes to, e-mail or SMS. */
export const contactDetailsText = (alert: Pick<PriceAlert, 'notificationType' | 'emailAddress' | 'smsNumber'>): string =>
  `${NOTIFICATION_TYPE_LABELS[alert.notificationType]}: ${alert.notificationType === 'email' ? alert.emailAddress : alert.smsNumber}`;

/** A date and time of day, e.g. '23/11/2026 10:45 AM'. */
export const dateTimeText = (instant: string): string => `${formatDate(instant)} ${formatDate(instant, 'time')}`;

/** Ours: whether the alert watches ('Active'), is cooling down since it fired, or its period has passed. */
export function alertStatusText(alert: Pick<PriceAlert, 'expired' | 'coolingDown' | 'lastFiredAt'>): string {
  if (alert.expired) return 'Expired';
  if (alert.coolingDown && alert.lastFiredAt) return `Fired ${dateTimeText(alert.lastFiredAt)}`;
  return 'Active';
}

/** Ours: the day's percentage moves the alert also watches, e.g. 'Daily rise 2% · Daily fall 1.5%'; '' for none. */
export function dailyMovesText(alert: Pick<PriceAlert, 'risePercent' | 'fallPercent'>): string {
  const moves = [
    alert.risePercent > 0 ? `${ALERT_CONDITION_LABELS.rise} ${alert.risePercent}%` : '',
    alert.fallPercent > 0 ? `${ALERT_CONDITION_LABELS.fall} ${alert.fallPercent}%` : '',
  ];
  return moves.filter(Boolean).join(' · ');
}

/** What a firing saw against its threshold: '£212.40/MT, target £210.00/MT' or 'up 2.30%, rise 2%'. */
export function firingText(firing: Pick<AlertFiring, 'condition' | 'value' | 'threshold'>): string {
  const label = ALERT_CONDITION_LABELS[firing.condition].toLowerCase();
  if (firing.condition === 'rise' || firing.condition === 'fall') {
    return `${firing.condition === 'rise' ? 'up' : 'down'} ${Math.abs(firing.value).toFixed(2)}%, ${label} ${firing.threshold}%`;
  }
  return `£${firing.value.toFixed(2)}/MT, ${label} £${firing.threshold.toFixed(2)}/MT`;
}

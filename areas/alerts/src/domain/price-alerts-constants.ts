// Price alerts' and standing offers' constants and texts (spec 2 §2, §5, §8, §9). No zod here: the widget reads
// these as it runs.
import { LOAD_TONNES, MAX_SALE_LOADS } from '@farm/area-crop-marketing/domain';

/** Spec 2 §5, word for word. */
export const priceAlertMessages = {
  smsRequired: 'SMS Number is required',
  smsInvalid: 'You have not entered a valid SMS Number',
  emailInvalid: 'You have not entered a valid email address',
  /** The hints under the empty contact fields. */
  emailHint: 'Email address is required',
  smsHint: 'SMS number is required',
  priceRequired: 'You must enter either a target price or a floor price',
  /** Ours (the spec names none): a floor at or above the target would fire with it, on the same price. */
  floorNotBelowTarget: 'The floor price must be less than the target price, or both would alert at once.',
  targetCap: (cap: number) => `The target price must be less than ${cap}`,
  /** Alert contact preferences' own wording (spec 2 §5). */
  preferenceEmailRequired: 'Email Address is required',
  noDefaultPreference: 'Dont have Default Preference',
  noAlerts: 'No alert price set',
  deleteConfirm: 'Are you sure you want to delete this price alert?',
  /** Ours: the spec names no message for these. */
  priceFormat: 'Enter a price in £/MT with at most 2 decimals, e.g. 212.50',
  percentFormat: 'Enter a percentage from 0.1 to 50, with at most 2 decimals',
  noSuchRow: 'This price row is no longer offered. Please choose a current contract period.',
  alertNotFound: 'This price alert no longer exists.',
} as const;

/** Spec 2 §9 'Target price caps 500 and 999': oilseed rape trades near £400/MT, so its cap is the higher one. */
const TARGET_PRICE_CAPS: Readonly<Record<string, number>> = { OSR: 999 };
const DEFAULT_TARGET_PRICE_CAP = 500;
export const targetPriceCap = (commodityExternalCdkId: string) => TARGET_PRICE_CAPS[commodityExternalCdkId] ?? DEFAULT_TARGET_PRICE_CAP;

export const NOTIFICATION_TYPES = ['email', 'sms'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = { email: 'Email', sms: 'SMS' };

/** What made an alert fire: the ex-farm price at or above the target, at or below the floor, or the day's move. */
export const ALERT_CONDITIONS = ['target', 'floor', 'rise', 'fall'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export const ALERT_CONDITION_LABELS: Readonly<Record<AlertCondition, string>> = {
  target: 'Target price',
  floor: 'Floor price',
  rise: 'Daily rise',
  fall: 'Daily fall',
};

/**
 * The cool-down: after firing, a condition re-arms once the price is back past its threshold by this margin, or
 * after this long, whichever comes first. So a price hovering at the target does not send a message every tick.
 */
export const ALERT_REARM_MARGIN_POUNDS = 2;
export const ALERT_REARM_MARGIN_PERCENT = 0.5;
export const ALERT_COOL_DOWN_HOURS = 24;

/** Mobile card lists show this many items with a toggle to show all (spec 2 §9). */
export const MOBILE_CARD_ITEMS = 2;

export const STANDING_OFFER_STATUSES = ['Open', 'Filled', 'Expired', 'Cancelled'] as const;
export type StandingOfferStatus = (typeof STANDING_OFFER_STATUSES)[number];
/** The furthest ahead a standing offer may run. */
export const STANDING_OFFER_MAX_DAYS = 90;

/** Whole loads of 29 MT within the 500 MT an online sale may be: 17 loads, as a sale. */
export const MAX_OFFER_LOADS = MAX_SALE_LOADS;

export const standingOfferMessages = {
  loadsRule: `Choose 1 to ${MAX_OFFER_LOADS} whole loads of ${LOAD_TONNES} MT (at most ${MAX_OFFER_LOADS * LOAD_TONNES} MT). For more, please contact a trader.`,
  targetAbovePrice: 'The target price must be above the current price; below it, sell now instead.',
  expiryRule: `Choose an expiry date from tomorrow to ${STANDING_OFFER_MAX_DAYS} days ahead.`,
  notOpen: 'This standing offer is no longer open.',
  offerNotFound: 'This standing offer no longer exists.',
  noOffers: 'No standing offers',
} as const;

/** Notifications listed by the header's bell. */
export const NOTIFICATIONS_LISTED = 10;

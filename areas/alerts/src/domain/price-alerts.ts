import * as z from 'zod';
import { cropMarketingMessages, MAX_VARIETIES, MIN_VARIETIES } from '@farm/area-crop-marketing/domain';
import { PRICE_TYPES } from '@farm/core/domain';
import { contractPeriodSchema } from '@farm/core/domain';
import { canonicalUkMobile, checkSmsNumber } from './alert-destinations-constants';
import { ukMobileNumberSchema } from './alert-destinations';
import {
  ALERT_CONDITIONS,
  NOTIFICATION_TYPES,
  MAX_OFFER_LOADS,
  STANDING_OFFER_STATUSES,
  priceAlertMessages as messages,
  standingOfferMessages as offerMessages,
  targetPriceCap,
} from './price-alerts-constants';

// Price alerts, their contact preferences, what fired, the portal's notifications and standing offers (spec 2
// §3, §5, §7). One schema serves the form (text fields) and the server (JSON numbers), so both say the same.

/**
 * Spec 2 §5: an e-mail address 'must match a simple address pattern'. zod's own e-mail pattern: letters, digits and
 * . _ ' + - before the @, a dotted domain after it; so '<script>…@x.com' and '🌾@x.com' are refused, where the
 * old 'anything@anything.anything' let them through to the alert e-mails.
 */
const EMAIL_PATTERN = z.regexes.email;
/** A UK mobile number in its one stored form (+447…), so it is confirmed once however it is typed; anything else as typed. */
const canonicalSms = (value: string) => canonicalUkMobile(value) ?? value;
/** Spec 2 §5's SMS rules, and (issue 27 §7) a UK mobile number: the message for what is wrong, or undefined. */
const smsProblem = (value: string) => {
  const checked = checkSmsNumber(value);
  return 'problem' in checked ? checked.problem : undefined;
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const twoDecimals = (value: number) => Math.round(value * 100) === Math.round(value * 100 * 1000) / 1000;

/** A price field: '' or missing is 0 (no price); otherwise £/MT with at most 2 decimals, saved as such. */
const priceField = z.preprocess(
  (value) => (blank(value) ? 0 : typeof value === 'string' ? Number(value.trim()) : value),
  z
    .number(messages.priceFormat)
    .min(0, messages.priceFormat)
    .max(99_999, messages.priceFormat)
    .refine(twoDecimals, messages.priceFormat)
    .transform((value) => Math.round(value * 100) / 100),
);

/** A day's move in percent: '' or missing is 0 (none). */
const percentField = z.preprocess(
  (value) => (blank(value) ? 0 : typeof value === 'string' ? Number(value.trim()) : value),
  z
    .number(messages.percentFormat)
    .refine((value) => value === 0 || (value >= 0.1 && value <= 50), messages.percentFormat)
    .refine(twoDecimals, messages.percentFormat),
);

const contactFields = {
  notificationType: z.enum(NOTIFICATION_TYPES),
  emailAddress: z.string().trim().max(254).default(''),
  smsNumber: z.string().trim().max(20).default('').transform(canonicalSms),
};

const alertPriceFields = {
  targetPrice: priceField,
  floorPrice: priceField,
  risePercent: percentField.default(0),
  fallPercent: percentField.default(0),
};

interface AlertRulesInput {
  notificationType: string;
  emailAddress: string;
  smsNumber: string;
  targetPrice: number;
  floorPrice: number;
  risePercent: number;
  fallPercent: number;
  commodityExternalCdkId?: string | undefined;
}

/**
 * Spec 2 §5's rules across fields: the chosen contact is given and well formed; a price is set and under its cap;
 * and (ours) the floor is under the target, so the two never fire together.
 */
function checkAlertRules(alert: AlertRulesInput, ctx: z.RefinementCtx, capFor: string | undefined): void {
  if (alert.notificationType === 'email') {
    if (alert.emailAddress === '') ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: messages.emailHint });
    else if (!EMAIL_PATTERN.test(alert.emailAddress)) ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: messages.emailInvalid });
  } else {
    const problem = smsProblem(alert.smsNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['smsNumber'], message: problem });
  }

  // A daily rise or fall alone is an alert too (ours, beyond the spec); with none of the four there is nothing to watch.
  if (alert.targetPrice === 0 && alert.floorPrice === 0 && alert.risePercent === 0 && alert.fallPercent === 0) {
    ctx.addIssue({ code: 'custom', path: ['targetPrice'], message: messages.priceRequired });
  }
  // The target fires at or above it, the floor at or below it: with the floor not under the target, one price
  // would fire both at once, which no farmer means.
  if (alert.targetPrice > 0 && alert.floorPrice > 0 && alert.floorPrice >= alert.targetPrice) {
    ctx.addIssue({ code: 'custom', path: ['floorPrice'], message: messages.floorNotBelowTarget });
  }
  if (capFor !== undefined) {
    const cap = targetPriceCap(capFor);
    if (alert.targetPrice > cap) ctx.addIssue({ code: 'custom', path: ['targetPrice'], message: messages.targetCap(cap) });
  }
}

/** POST /accounts/{id}/price-alerts: an alert on one row of the account's price table (spec 2 §7 'Alert create'). */
export const priceAlertCreateSchema = z
  .object({
    commodityExternalCdkId: z.string().min(1).max(40),
    sellReference: z.string().min(1).max(60),
    farmAddressId: z.number().int(),
    priceType: z.enum(PRICE_TYPES).default('XFM'),
    provisionalTonnage: z.number().int().min(1).max(100_000).default(1),
    ...contactFields,
    ...alertPriceFields,
  })
  .superRefine((alert, ctx) => checkAlertRules(alert, ctx, alert.commodityExternalCdkId));
export type PriceAlertCreate = z.input<typeof priceAlertCreateSchema>;
export type PriceAlertCreateParsed = z.output<typeof priceAlertCreateSchema>;

/**
 * PUT /accounts/{id}/price-alerts/{triggerId}: the prices and the contact (spec 2 §5 'Update alert': the same
 * either-or rule and caps). The commodity is named so the one schema can apply its cap in the form too.
 */
export const priceAlertUpdateSchema = z
  .object({ commodityExternalCdkId: z.string().min(1).max(40), ...contactFields, ...alertPriceFields })
  .superRefine((alert, ctx) => checkAlertRules(alert, ctx, alert.commodityExternalCdkId));
export type PriceAlertUpdateParsed = z.output<typeof priceAlertUpdateSchema>;

export const triggerIdParamsSchema = z.object({ triggerId: z.uuid() });

/** Spec 2 §3 'Price alert', with the state of its conditions (ours). */
export const priceAlertSchema = z.object({
  triggerId: z.uuid(),
  commodity: z.string(),
  commodityExternalCdkId: z.string(),
  contractStartDate: z.iso.date(),
  contractEndDate: z.iso.date(),
  contractPeriod: contractPeriodSchema,
  targetPrice: z.number(),
  floorPrice: z.number(),
  risePercent: z.number(),
  fallPercent: z.number(),
  emailAddress: z.string(),
  smsNumber: z.string(),
  notificationType: z.enum(NOTIFICATION_TYPES),
  provisionalTonnage: z.number().int(),
  farmAddressId: z.number().int(),
  priceType: z.enum(PRICE_TYPES),
  sellReference: z.string(),
  /** When it last fired, and whether a condition is cooling down since. */
  lastFiredAt: z.iso.datetime({ offset: true }).nullable(),
  coolingDown: z.boolean(),
  /** The row's price period has passed: the alert no longer watches. */
  expired: z.boolean(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;
export const priceAlertListSchema = z.object({ alerts: z.array(priceAlertSchema) });
export const priceAlertResponseSchema = z.object({ alert: priceAlertSchema });

/** One time an alert fired: what, when, at which price and past which threshold. */
export const alertFiringSchema = z.object({
  id: z.string(),
  triggerId: z.uuid().nullable(),
  firedAt: z.iso.datetime({ offset: true }),
  condition: z.enum(ALERT_CONDITIONS),
  commodity: z.string(),
  contractPeriod: contractPeriodSchema,
  /** £/MT for target and floor; the day's change in percent for rise and fall. */
  value: z.number(),
  threshold: z.number(),
  /** The ex-farm price at the time, £/MT. */
  price: z.number(),
  notificationType: z.enum(NOTIFICATION_TYPES),
});
export type AlertFiring = z.infer<typeof alertFiringSchema>;
export const alertFiringListSchema = z.object({ firings: z.array(alertFiringSchema) });

/** Spec 2 §3 'Alert contact preference'. */
export const alertContactPreferenceSchema = z.object({
  preferenceId: z.number().int(),
  preferenceName: z.enum(NOTIFICATION_TYPES),
  preferenceValue: z.string(),
  isDefault: z.boolean(),
});
export type AlertContactPreference = z.infer<typeof alertContactPreferenceSchema>;
export const alertContactPreferenceListSchema = z.object({ preferences: z.array(alertContactPreferenceSchema) });

/**
 * The contact preferences form (spec 2 §5 'Alert contact preferences'): both contacts are required, and one is
 * the default. POST /user-preferences takes it as the list of two preference objects; PUT takes one.
 */
export const alertContactPreferencesFormSchema = z.object({
  emailAddress: z.string().trim().min(1, messages.preferenceEmailRequired).max(254).regex(EMAIL_PATTERN, messages.emailInvalid),
  smsNumber: ukMobileNumberSchema,
  defaultType: z.enum(NOTIFICATION_TYPES),
});
export type AlertContactPreferencesForm = z.infer<typeof alertContactPreferencesFormSchema>;

const preferenceValueRule = (preference: { preferenceName: string; preferenceValue: string }, ctx: z.RefinementCtx) => {
  const email = preference.preferenceName === 'email';
  const value = preference.preferenceValue;
  if (!email) {
    const problem = smsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['preferenceValue'], message: problem });
  } else if (value === '') ctx.addIssue({ code: 'custom', path: ['preferenceValue'], message: messages.preferenceEmailRequired });
  else if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'custom', path: ['preferenceValue'], message: messages.emailInvalid });
};
const preferenceWriteSchema = z
  .object({ preferenceName: z.enum(NOTIFICATION_TYPES), preferenceValue: z.string().trim().max(254), isDefault: z.boolean() })
  .superRefine(preferenceValueRule)
  .transform((preference) => (preference.preferenceName === 'sms' ? { ...preference, preferenceValue: canonicalSms(preference.preferenceValue) } : preference));
/** POST /accounts/{id}/user-preferences: the e-mail and the SMS preference, one of them the default. */
export const alertContactPreferencesCreateSchema = z
  .array(preferenceWriteSchema)
  .min(1)
  .max(2)
  .refine((list) => new Set(list.map((p) => p.preferenceName)).size === list.length, 'Give each preference once.')
  .refine((list) => list.filter((p) => p.isDefault).length <= 1, 'Only one preference can be the default.');
/** PUT /accounts/{id}/user-preferences/{preferenceId}: one preference. */
export const alertContactPreferenceUpdateSchema = preferenceWriteSchema;
export const preferenceIdParamsSchema = z.object({ preferenceId: z.coerce.number().int().min(1) });

/** POST /accounts/{id}/standing-offers: sell this row automatically once its price reaches the target. */
export const standingOfferCreateSchema = z.object({
  commodityId: z.number().int(),
  farmAddressId: z.number().int(),
  priceType: z.enum(PRICE_TYPES).default('XFM'),
  sellReference: z.string().min(1).max(60),
  /** Whole loads of 29 MT, as a sale. */
  loads: z.number(offerMessages.loadsRule).int(offerMessages.loadsRule).min(1, offerMessages.loadsRule).max(MAX_OFFER_LOADS, offerMessages.loadsRule),
  varietyList: z.array(z.number().int()).min(MIN_VARIETIES, cropMarketingMessages.varietiesRule).max(MAX_VARIETIES, cropMarketingMessages.varietiesRule),
  targetPrice: priceField.refine((price) => price > 0, messages.priceFormat),
  expiresOn: z.iso.date(offerMessages.expiryRule),
});
export type StandingOfferCreate = z.input<typeof standingOfferCreateSchema>;

export const standingOfferSchema = z.object({
  id: z.uuid(),
  commodityId: z.number().int(),
  commodity: z.string(),
  contractPeriod: contractPeriodSchema,
  sellReference: z.string(),
  farmAddressId: z.number().int(),
  priceType: z.enum(PRICE_TYPES),
  quantity: z.number().int(),
  varietyList: z.array(z.number().int()),
  targetPrice: z.number(),
  expiresOn: z.iso.date(),
  status: z.enum(STANDING_OFFER_STATUSES),
  contractReference: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  filledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StandingOffer = z.infer<typeof standingOfferSchema>;
export const standingOfferListSchema = z.object({ offers: z.array(standingOfferSchema) });
export const standingOfferResponseSchema = z.object({ offer: standingOfferSchema });
export const standingOfferParamsSchema = z.object({ offerId: z.uuid() });

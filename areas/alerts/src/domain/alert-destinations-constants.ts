// Alert destinations: the e-mail addresses and UK mobile numbers alerts go to, each confirmed with a code sent to
// it first (issue 27 §7). No zod here: the widget matches destinations with these as it runs.
import { ACTIVATION_CODE_INCORRECT } from '@farm/core/domain';
import { priceAlertMessages } from './price-alerts-constants';
import type { NotificationType } from './price-alerts-constants';

/** A code is short enough to type from a phone's lock screen, and lives a quarter of an hour. */
export const DESTINATION_CODE_DIGITS = 6;
export const DESTINATION_CODE_TTL_MINUTES = 15;
/** Wrong entries a code takes before it stops working: with the caps below, a guess is one in tens of thousands a day. */
export const DESTINATION_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same destination, at the soonest. */
export const DESTINATION_CODE_RESEND_SECONDS = 60;
/** Codes per destination, and per user across destinations, in 24 hours: each one lands in someone's inbox or costs an SMS. */
export const DESTINATION_CODES_PER_DAY = 5;
export const USER_DESTINATION_CODES_PER_DAY = 20;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** A wait as people say it: seconds under a minute, then minutes, then hours. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

const where = (kind: NotificationType) => (kind === 'sms' ? 'this number' : 'this address');

export const alertDestinationMessages = {
  /** Spec 2 §5's text for an SMS number, then why a well-formed one is refused (ours). */
  smsNotUkMobile: `${priceAlertMessages.smsInvalid}: alerts go by SMS to UK mobile numbers only, starting 07 or +44 7.`,
  codeRequired: 'Enter the code we sent.',
  codeFormat: `The code is the ${DESTINATION_CODE_DIGITS} digits we sent.`,
  /** Spec 1 §8's text for a wrong code. */
  codeIncorrect: ACTIVATION_CODE_INCORRECT,
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyAttempts: 'This code has been entered wrongly too many times. Please ask for a new one.',
  resendTooSoon: (waitMs: number) => `We sent a code a moment ago. You can ask for another in ${waitText(waitMs)}.`,
  tooManyCodes: (kind: NotificationType, waitMs: number) => `Too many codes have been sent to ${where(kind)}. Please try again in ${waitText(waitMs)}.`,
  tooManyUserCodes: (waitMs: number) => `You have asked for too many codes today. Please try again in ${waitText(waitMs)}.`,
  notSent: 'We could not send the code just now. Please try again in a few minutes.',
  /** Beside a contact nobody has confirmed: alerts are kept in MyFarm but not sent there. */
  unconfirmed: 'Not confirmed: alerts are not sent here until you enter the code we send.',
  confirmed: 'Confirmed',
  codeSent: (value: string) => `We sent a ${DESTINATION_CODE_DIGITS}-digit code to ${value}. Enter it to receive alerts there.`,
  nowConfirmed: (value: string) => `${value} is confirmed: alerts will be sent there.`,
} as const;

/** Spec 2 §5: an SMS number starts with a digit or a plus; then digits and spaces, as people write them. */
const SMS_NUMBER_SHAPE = /^[+\d][\d ]{6,19}$/;

/**
 * UK mobile numbers (Ofcom's 07 range): 071-075 and 077-079, and 07624 (Isle of Man). Not 070 (personal
 * numbers, charged at premium rates) nor the rest of 076 (pagers): those are the numbers that run up costs.
 */
const UK_MOBILE = /^(?:\+44|0)7([1-57-9]\d{8}|624\d{6})$/;

/** The number as +447…, or null when it is not a UK mobile number. Spaces are ignored. */
export function canonicalUkMobile(value: string): string | null {
  const match = UK_MOBILE.exec(value.replace(/\s+/g, ''));
  return match ? `+447${match[1]}` : null;
}

/** A typed SMS number: the +447… form, or spec 2 §5's message (then ours) for what is wrong with it. */
export function checkSmsNumber(value: string): { number: string } | { problem: string } {
  const typed = value.trim();
  if (typed === '') return { problem: priceAlertMessages.smsRequired };
  if (!SMS_NUMBER_SHAPE.test(typed)) return { problem: priceAlertMessages.smsInvalid };
  const number = canonicalUkMobile(typed);
  return number ? { number } : { problem: alertDestinationMessages.smsNotUkMobile };
}

/** The one form a destination is stored and compared in: a lower-case e-mail address, a +447… number; null if none. */
export function destinationValue(kind: NotificationType, value: string): string | null {
  if (kind === 'sms') return canonicalUkMobile(value);
  const email = value.trim().toLowerCase();
  return email === '' ? null : email;
}

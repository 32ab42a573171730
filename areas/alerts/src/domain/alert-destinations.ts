import * as z from 'zod';
import { alertDestinationMessages as messages, checkSmsNumber, DESTINATION_CODE_DIGITS } from './alert-destinations-constants';
import { NOTIFICATION_TYPES, priceAlertMessages } from './price-alerts-constants';

// Alert destinations (issue 27 §7): an e-mail address or UK mobile number is confirmed with a code sent to it
// before any alert goes there. The same rules check the forms and the server.

/**
 * An SMS number for alerts: spec 2 §5's rules, and a UK mobile number (07… or +44 7…), so no alert runs up a
 * premium-rate or foreign bill. Spaces are allowed as typed; the output is the one +447… form stored.
 */
export const ukMobileNumberSchema = z
  .string()
  .max(40, priceAlertMessages.smsInvalid)
  .transform((value, ctx) => {
    const checked = checkSmsNumber(value);
    if ('number' in checked) return checked.number;
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });

/** An e-mail destination, lower-cased: mail systems treat addresses alike whatever the case, so one is confirmed once. */
const destinationEmailSchema = z.string().trim().toLowerCase().max(254).regex(z.regexes.email, priceAlertMessages.emailInvalid);

/** The code as typed: spaces ignored. */
const destinationCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, messages.codeRequired)
      .regex(new RegExp(`^\\d{${DESTINATION_CODE_DIGITS}}$`), messages.codeFormat),
  );

const destinations = {
  email: z.object({ kind: z.literal('email'), value: destinationEmailSchema }),
  sms: z.object({ kind: z.literal('sms'), value: ukMobileNumberSchema }),
};

/** POST /api/myuser/alert-destinations: send a code to this destination (again, for a resend). */
export const alertDestinationSchema = z.discriminatedUnion('kind', [destinations.email, destinations.sms]);
export type AlertDestination = z.output<typeof alertDestinationSchema>;

/** POST /api/myuser/alert-destinations/confirm: the code that destination was sent. */
export const alertDestinationConfirmSchema = z.discriminatedUnion('kind', [
  destinations.email.extend({ code: destinationCodeSchema }),
  destinations.sms.extend({ code: destinationCodeSchema }),
]);

/** The code step's form. */
export const destinationCodeFormSchema = z.object({ code: destinationCodeSchema });
export type DestinationCodeForm = z.input<typeof destinationCodeFormSchema>;

/** One of the signed-in user's destinations, and where its confirmation stands. Never the code. */
export const alertDestinationStateSchema = z.object({
  kind: z.enum(NOTIFICATION_TYPES),
  /** A lower-case e-mail address, or a +447… number. */
  value: z.string(),
  confirmed: z.boolean(),
  /** The user's sign-in e-mail address: confirmed by signing in with it. */
  signInEmail: z.boolean(),
  /** While a code waits to be entered: until when it works. */
  codeExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** When another code may be asked for (null: now). */
  resendAfter: z.iso.datetime({ offset: true }).nullable(),
});
export type AlertDestinationState = z.infer<typeof alertDestinationStateSchema>;
export const alertDestinationListSchema = z.object({ destinations: z.array(alertDestinationStateSchema) });
export const alertDestinationResponseSchema = z.object({ destination: alertDestinationStateSchema });

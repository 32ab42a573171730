import * as z from 'zod';
import {
  ADMIN_TILE_REFERENCES,
  CONTACT_NUMBER_DIGITS,
  CONTACT_NUMBER_MAX_LENGTH,
  EDITABLE_ROLES,
  EMAIL_CHECK_STATUSES,
  TILE_ACCESS_STATES,
  USER_ROLES,
  accountUserMessages as messages,
  type AdminTileReference,
} from './account-users-constants';

// Account-user administration (spec 1 §3, §5, §7): one schema serves the add and edit forms and the server, so
// both say the same, word for word.

/** Spec 1 §5: a simple e-mail pattern. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail (a new user's, or a username), lowercased as it leaves the field. */
export const adminEmailSchema = z
  .string(messages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, { message: messages.emailRequired, abort: true })
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

const fullNameSchema = z
  .string(messages.nameRequired)
  .trim()
  .min(1, { message: messages.nameRequired, abort: true })
  .min(4, messages.nameShort)
  .max(100, messages.nameLong);

/** Spec 1 §5: required; fewer than 11 digits says so; anything else but a UK number of 11 digits is invalid. */
const contactNumberSchema = z
  .string(messages.contactRequired)
  .trim()
  .min(1, { message: messages.contactRequired, abort: true })
  .max(CONTACT_NUMBER_MAX_LENGTH, { message: messages.contactInvalid, abort: true })
  .superRefine((value, context) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length < CONTACT_NUMBER_DIGITS) context.addIssue({ code: 'custom', message: messages.contactShort });
    else if (!/^0\d{10}$/.test(value.replace(/ /g, ''))) context.addIssue({ code: 'custom', message: messages.contactInvalid });
  })
  .transform((value) => value.replace(/ /g, ''));

const tileAccessSchema = z.enum(TILE_ACCESS_STATES);
/**
 * Every administrable tile's access, each named once. An object with a property per tile rather than a record
 * keyed by the enum: the API document then names every key it requires.
 */
export const adminTilesSchema = z.strictObject(
  Object.fromEntries(ADMIN_TILE_REFERENCES.map((reference) => [reference, tileAccessSchema])) as Record<AdminTileReference, typeof tileAccessSchema>,
);

export const addAccountUserSchema = z.object({
  email: adminEmailSchema,
  name: fullNameSchema,
  contactNumber: contactNumberSchema,
  role: z.enum(EDITABLE_ROLES),
  tiles: adminTilesSchema,
});
export type AddAccountUser = z.input<typeof addAccountUserSchema>;

export const updateAccountUserSchema = z.object({
  /** The version the editor started from: a save from an older one is refused (409) and changes nothing. */
  version: z.number().int().min(1),
  username: adminEmailSchema,
  role: z.enum(EDITABLE_ROLES),
  tiles: adminTilesSchema,
});
export type UpdateAccountUser = z.input<typeof updateAccountUserSchema>;

/** One user of the business as its lead and admins see them (spec 1 §3 "Admin user configuration"). */
export const accountUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  contactNumber: z.string().nullable(),
  /** When they last opened MyFarm; null when they never have. */
  lastSignIn: z.iso.datetime({ offset: true }).nullable(),
  /** Invited and not yet activated. */
  invitationPending: z.boolean(),
  /** The signed-in user themself. */
  isYou: z.boolean(),
  tiles: adminTilesSchema,
  version: z.number().int(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * What the server says of an e-mail before a user is added with it: on this business already, invited to it and
 * not yet answered, or free to invite. Never whether it belongs to a MyFarm user elsewhere (issue 27 §4).
 */
export const emailCheckSchema = z.object({ status: z.enum(EMAIL_CHECK_STATUSES) });
export type EmailCheck = z.infer<typeof emailCheckSchema>;

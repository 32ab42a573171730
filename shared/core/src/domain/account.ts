import * as z from 'zod';
import { tileSchema } from './tile';

export const accountReferenceSchema = z.string().regex(/^[A-Z0-9]{4,12}$/, 'Invalid account reference.');

const addressSchema = z.object({
  street: z.string(),
  locality: z.string().nullable(),
  postTown: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
});

export const accountSchema = z.object({
  reference: accountReferenceSchema,
  name: z.string(),
  status: z.enum(['Active', 'On hold', 'Closed']),
  vatRegistrationNumber: z.string().nullable(),
  address: addressSchema.nullable(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    sms: z.string().nullable(),
  }),
  assurance: z.object({
    status: z.string().nullable(),
    reference: z.string().nullable(),
    lastModified: z.string().nullable(),
  }),
  sustainability: z.object({ status: z.string().nullable() }),
  /** Whether the signed-in user is an admin of this account. */
  isAdmin: z.boolean(),
  leadId: z.string().nullable(),
  /** The signed-in user's username, as the account call reports it. */
  userName: z.string(),
  config: z.object({ leadUser: z.boolean() }),
  /** Whether the business may use crop marketing (the hasMCM access flag, spec 2 §2). */
  hasMCM: z.boolean(),
  tiles: z.array(tileSchema),
});

export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ accounts: z.array(accountSchema) });

/** Only `lastAccessedAccount=true` is a filter the API knows (spec 1 §7). */
export const accountListQuerySchema = z.object({
  filterBy: z.literal('lastAccessedAccount=true').optional(),
});

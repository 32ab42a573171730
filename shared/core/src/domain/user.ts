import * as z from 'zod';
import { accountReferenceSchema } from './account';

export const userSchema = z.object({
  email: z.string().email(),
  username: z.string(),
  name: z.string(),
  internal: z.boolean(),
  /** The staff groups of an internal user, for feature toggles. */
  groups: z.array(z.string()).optional(),
  application: z.object({
    myfarm: z.object({
      /** True while the user still has to accept the terms. */
      acceptTerms: z.boolean(),
      /** True while the user still has to activate the account with a code. */
      activate: z.boolean(),
    }),
  }),
  lastAccessedAccount: accountReferenceSchema.nullable(),
});

export type User = z.infer<typeof userSchema>;

/** GET /user answers the older API's shape: the identity (`user`) and the MyFarm record (`myUser`). */
export const currentUserSchema = z.object({
  user: z.object({ sub: z.string(), email: z.string(), name: z.string(), sessionId: z.string().nullable() }),
  myUser: userSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateUserBodySchema = z.object({ lastAccessedAccount: accountReferenceSchema });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /myuser/passwordreset answers the message the user reads afterwards (spec 1 §7). */
export const passwordResetResultSchema = z.object({ message: z.string() });

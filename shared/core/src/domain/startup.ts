import * as z from 'zod';
import { accountSchema } from './account';
import { downtimeContentSchema, releaseNoteSchema, releaseNoteStateSchema } from './content';
import { featureToggleSchema } from './feature-toggle';
import { currentUserSchema } from './user';

/**
 * GET /myuser/startup: everything the portal needs before its first screen, in one answer instead of a chain
 * of calls: the user, their business accounts (with tiles) and which one to show, the feature toggles, the
 * planned downtime and the header's release notifications.
 */
export const startupSchema = z.object({
  user: currentUserSchema,
  accounts: z.array(accountSchema),
  /** The account to show: the one the browser asked for if it is still the user's, else the last accessed. */
  selectedAccount: z.string(),
  toggles: z.array(featureToggleSchema),
  /** Null when the content service could not answer: the shell says so, and the portal works without it. */
  downtime: downtimeContentSchema.shape.content.nullable(),
  /** Null when the content service could not answer: the header then shows no notifications. */
  releaseNotes: z.object({ notifications: z.array(releaseNoteSchema), state: releaseNoteStateSchema }).nullable(),
});
export type Startup = z.infer<typeof startupSchema>;

/** `selectedAccount`: the browser's remembered selection (its cookie), which the server checks is the user's. */
export const startupQuerySchema = z.object({ selectedAccount: z.string().max(64).optional() });

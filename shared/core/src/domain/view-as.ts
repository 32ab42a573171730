import * as z from 'zod';
import { accountReferenceSchema } from './account';

// Staff "view as customer" (issue 12): the staff search and the view-as session.

export const staffAccountSearchSchema = z.object({
  /** An account reference (its start) or a part of the business name. */
  search: z.string().trim().min(2, 'Type at least 2 characters of a reference or a name.').max(100),
});

export const staffAccountSchema = z.object({ reference: z.string(), name: z.string(), postTown: z.string().nullable(), hasLead: z.boolean() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const viewAsStartSchema = z.object({ account: accountReferenceSchema });

export const viewAsSessionSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  accountName: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
});
export type ViewAsSessionInfo = z.infer<typeof viewAsSessionSchema>;

/** A past or open view-as session of the signed-in member of staff, newest first. */
export const viewAsHistoryEntrySchema = viewAsSessionSchema.extend({ endedAt: z.iso.datetime({ offset: true }).nullable() });
export type ViewAsHistoryEntry = z.infer<typeof viewAsHistoryEntrySchema>;

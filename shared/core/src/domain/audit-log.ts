import * as z from 'zod';
import { accountReferenceSchema } from './account';

const auditLogLevels = ['debug', 'info', 'warn', 'error'] as const;

const text = (max: number) => z.string().max(max);

/**
 * An audit log entry (spec 1 §3) plus the business account and the action it records (spec 1 §7).
 * The server records the signed-in user itself; `username` in the body is informational only.
 */
const auditLogEntrySchema = z.object({
  status: text(40).default('success'),
  appname: text(100).min(1),
  sessionid: text(200).nullable().default(null),
  exception: text(4000).nullable().default(null),
  username: text(320).nullable().default(null),
  loglevel: z.enum(auditLogLevels).default('info'),
  url: text(2000).nullable().default(null),
  message: text(2000).min(1),
  account: accountReferenceSchema.nullable().default(null),
  action: text(100).min(1),
});
export type AuditLogEntryInput = z.input<typeof auditLogEntrySchema>;

/** POST /logModel: `{ data: { auditlog } }`. */
export const auditLogBodySchema = z.object({ data: z.object({ auditlog: auditLogEntrySchema }) });
export type AuditLogBody = z.input<typeof auditLogBodySchema>;

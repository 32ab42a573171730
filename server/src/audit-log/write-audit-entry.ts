import type { Db, UserRow } from '../db';

export interface ServerAuditEntry {
  user: Pick<UserRow, 'id' | 'username'>;
  action: string;
  message: string;
  /** The area the action belongs to, e.g. 'Feature toggles'. */
  appname: string;
  account?: string | null;
  status?: string;
  loglevel?: 'debug' | 'info' | 'warn' | 'error';
  sessionid?: string | null;
  url?: string | null;
  exception?: string | null;
}

/**
 * Records an action the server itself performed (an admin change, an activation) in the audit log (spec 1 §3,
 * §6). Other modules call this inside their own transaction when the change and its entry must commit together.
 */
export async function writeAuditEntry(db: Db, entry: ServerAuditEntry): Promise<string> {
  const row = await db
    .insertInto('audit_log')
    .values({
      source: 'server',
      user_id: entry.user.id,
      username: entry.user.username,
      account_reference: entry.account ?? null,
      action: entry.action,
      appname: entry.appname,
      status: entry.status ?? 'success',
      loglevel: entry.loglevel ?? 'info',
      sessionid: entry.sessionid ?? null,
      url: entry.url ?? null,
      message: entry.message,
      exception: entry.exception ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

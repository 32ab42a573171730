import type { AuditLogBody, AuditLogEntryInput } from '../domain';
import { account$, session$ } from '../bus/state';
import { apiConfig } from '../api/api-config';
import { apiRequest } from '../api/api-request';

/** What an entry needs from the portal's state before it can be sent. */
export interface AuditContext {
  account: string;
  username: string;
  sessionid: string | null;
}

/** One action to record: what happened, in which area (`appname`), and optionally where and how it went. */
export interface AuditAction {
  action: string;
  appname: string;
  message: string;
  url?: string;
  loglevel?: AuditLogEntryInput['loglevel'];
  status?: string;
  exception?: string | null;
}

export interface ActionLoggerOptions {
  /** The context, or undefined while the account or the session (and with it the feature names) is unknown. */
  readContext: () => AuditContext | undefined;
  send: (body: AuditLogBody) => Promise<unknown>;
  /** True when no entry may be sent now; the logger then resolves false at once, without waiting or sending. */
  isSuppressed?: () => boolean;
  intervalMs?: number;
  maxWaitMs?: number;
}

const AUDIT_RETRY_INTERVAL_MS = 100;
const AUDIT_MAX_WAIT_MS = 5000;

/**
 * Spec 1 §7: the log action retries every 100 ms for up to 5 seconds while the account or the feature names are
 * not yet known, then gives up. Resolves true once sent; false when it gave up or the call failed, because an
 * audit entry must never break what the user is doing.
 */
export function createActionLogger({
  readContext,
  send,
  isSuppressed = () => false,
  intervalMs = AUDIT_RETRY_INTERVAL_MS,
  maxWaitMs = AUDIT_MAX_WAIT_MS,
}: ActionLoggerOptions): (action: AuditAction) => Promise<boolean> {
  return (action) =>
    new Promise<boolean>((resolve) => {
      if (isSuppressed()) return resolve(false);
      let waited = 0;
      const attempt = () => {
        const context = readContext();
        if (!context) {
          if (waited >= maxWaitMs) return resolve(false);
          waited += intervalMs;
          setTimeout(attempt, intervalMs);
          return;
        }
        const body: AuditLogBody = {
          data: {
            auditlog: {
              status: action.status ?? 'success',
              appname: action.appname,
              sessionid: context.sessionid,
              exception: action.exception ?? null,
              username: context.username,
              loglevel: action.loglevel ?? 'info',
              url: action.url ?? null,
              message: action.message,
              account: context.account,
              action: action.action,
            },
          },
        };
        send(body).then(
          () => resolve(true),
          () => resolve(false),
        );
      };
      attempt();
    });
}

/** The portal's context: the signed-in session (which arrives with the feature toggles) and the selected account. */
function portalAuditContext(): AuditContext | undefined {
  const session = session$.value;
  const account = account$.value;
  if (!session || !account) return undefined;
  return { account: account.reference, username: session.user.username, sessionid: apiConfig().getSessionId?.() ?? null };
}

/** POST /logModel for a route view, a tile click or an admin action (spec 1 §7). */
export const logAction = createActionLogger({
  readContext: portalAuditContext,
  send: (body) => apiRequest('/logModel', { method: 'POST', body }),
  // Staff viewing a business as its customers: the server refuses every write, and records the session itself.
  isSuppressed: () => Boolean(apiConfig().getViewAs?.()),
});

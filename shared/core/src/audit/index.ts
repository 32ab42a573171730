export { logAction, createActionLogger, AUDIT_RETRY_INTERVAL_MS, AUDIT_MAX_WAIT_MS } from './log-action';
export type { AuditAction, AuditContext } from './log-action';

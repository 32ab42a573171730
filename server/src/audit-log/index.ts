export { writeAuditEntry, type ServerAuditEntry } from './write-audit-entry';

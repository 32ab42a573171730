export { writeAuditEntry } from './write-audit-entry';

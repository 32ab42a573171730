import type { MarketReport } from '@farm/area-content/domain';
import type { FastifyRequest } from 'fastify';
import { writeAuditEntry } from '../../audit-log';
import type { Db } from '../../db';

const WHAT: Record<'create' | 'update' | 'publish', string> = {
  create: 'saved as a new draft',
  update: 'draft saved',
  publish: 'published to farmers',
};

/** Records a write to a market report in the audit log, in the write's own transaction. */
export function auditMarketReport(trx: Db, request: FastifyRequest, change: keyof typeof WHAT, report: MarketReport): Promise<string> {
  const { user, sessionId } = request.auth;
  return writeAuditEntry(trx, {
    user,
    action: `market-report-${change}`,
    appname: 'Market report',
    sessionid: sessionId,
    url: request.url,
    message: `Market report ${report.id} "${report.title}" ${WHAT[change]} (${report.markdown.length} characters of markdown)`,
  });
}

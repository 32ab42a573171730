import { auditLogBodySchema, envelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import { findMembership } from '../accounts';

/**
 * POST /api/logModel (spec 1 §7): the portal's audit entries for route views, tile clicks and admin actions.
 * The user is the token's, never the body's, so nobody can write entries in someone else's name; an entry
 * about a business account needs membership of it, like every other account call.
 */
export function postLogModel(app: ApiApp, { db }: ApiDeps): void {
  app.post(
    '/logModel',
    {
      schema: {
        operationId: 'logClientEvent',
        tags: ['audit'],
        summary: 'Record an audit log entry',
        body: auditLogBodySchema,
        response: {
          201: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth;
      const entry = request.body.data.auditlog;
      if (entry.account && !(await findMembership(db, user.id, entry.account))) throw errors.accountForbidden();
      const row = await db
        .insertInto('audit_log')
        .values({
          source: 'client',
          user_id: user.id,
          username: user.username,
          account_reference: entry.account,
          action: entry.action,
          appname: entry.appname,
          status: entry.status,
          loglevel: entry.loglevel,
          sessionid: entry.sessionid ?? sessionId,
          url: entry.url,
          message: entry.message,
          exception: entry.exception,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send(ok({ id: String(row.id) }));
    },
  );
}

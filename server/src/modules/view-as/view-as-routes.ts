import {
  envelopeSchema,
  staffAccountSchema,
  staffAccountSearchSchema,
  viewAsMessages,
  viewAsSessionSchema,
  viewAsHistoryEntrySchema,
  viewAsStartSchema,
} from '@farm/core/domain';
import * as z from 'zod';
import { staffOnly } from '../../access';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { endViewAs, startViewAs, viewAsHistory } from './view-as-queries';

const tags = ['staff'];
const routeErrors = errorResponses(400, 401, 403, 404);
const LISTED = 20;

/** The staff side of "view as customer": find any business, open it read-only, and close it again. Staff only. */
export function viewAsRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.get(
    '/staff/accounts',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'searchAccounts',
        tags,
        summary: 'Businesses whose reference starts with, or whose name contains, the search',
        querystring: staffAccountSearchSchema,
        response: { 200: envelopeSchema(z.object({ accounts: z.array(staffAccountSchema) })), ...routeErrors },
      },
    },
    async (request) => {
      const search = request.query.search;
      const rows = await db
        .selectFrom('accounts')
        .select(['reference', 'name', 'post_town', 'lead_user_id'])
        .where((eb) => eb.or([eb('reference', 'ilike', `${escapeLike(search)}%`), eb('name', 'ilike', `%${escapeLike(search)}%`)]))
        .orderBy('name')
        .orderBy('reference')
        .limit(LISTED)
        .execute();
      return ok({ accounts: rows.map((row) => ({ reference: row.reference, name: row.name, postTown: row.post_town, hasLead: row.lead_user_id !== null })) });
    },
  );

  app.post(
    '/staff/view-as',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'startViewAs',
        tags,
        summary: 'Opens a business read-only as its lead user sees it; send the session id as X-View-As on every call',
        body: viewAsStartSchema,
        response: { 201: envelopeSchema(z.object({ session: viewAsSessionSchema })), ...routeErrors },
      },
    },
    async (request, reply) => {
      const account = await db
        .selectFrom('accounts')
        .select(['reference', 'name', 'lead_user_id'])
        .where('reference', '=', request.body.account)
        .executeTakeFirst();
      if (!account) throw new ApiError(404, 'NOT_FOUND', viewAsMessages.noMatch);
      if (!account.lead_user_id) throw new ApiError(403, 'VIEW_AS_NO_LEAD', viewAsMessages.noLead);
      const session = await startViewAs(db, request.auth.user, account, { sessionid: request.auth.sessionId, url: request.url });
      return reply.code(201).send(ok({ session: { ...session, startedAt: session.startedAt.toISOString() } }));
    },
  );

  app.get(
    '/staff/view-as',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'listViewAsSessions',
        tags,
        summary: "The staff member's own view-as sessions, newest first: which business, when, until when",
        response: { 200: envelopeSchema(z.object({ sessions: z.array(viewAsHistoryEntrySchema) })), ...routeErrors },
      },
    },
    async (request) => ok({ sessions: await viewAsHistory(db, request.auth.user.id) }),
  );

  app.post(
    '/staff/view-as/:sessionId/end',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'endViewAs',
        tags,
        summary: "Ends the staff member's view-as session (send it without X-View-As)",
        params: z.object({ sessionId: z.uuid() }),
        response: { 200: envelopeSchema(z.object({ ended: z.boolean() })), ...routeErrors },
      },
    },
    async (request) => ok({ ended: await endViewAs(db, request.auth.user, request.params.sessionId, { sessionid: request.auth.sessionId, url: request.url }) }),
  );
}

/** A search is text, not a pattern: % and _ match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

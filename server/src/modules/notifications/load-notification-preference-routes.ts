import { DEFAULT_LOAD_NOTIFICATION_PREFERENCES, loadNotificationPreferencesSchema, type LoadNotificationPreferences } from '@farm/area-alerts/domain';
import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';

const routeErrors = errorResponses(400, 401, 403, 404);
const accountParams = z.object({ id: accountReferenceSchema });
const tags = ['notifications'];
const answerSchema = envelopeSchema(z.object({ preferences: loadNotificationPreferencesSchema }));

async function readPreferences(db: Db, account: string, userId: string): Promise<LoadNotificationPreferences> {
  const row = await db
    .selectFrom('load_notification_preferences')
    .select(['weighed', 'sampled', 'self_billed', 'claims'])
    .where('account_reference', '=', account)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { weighed: row.weighed, sampled: row.sampled, selfBilled: row.self_billed, claims: row.claims } : DEFAULT_LOAD_NOTIFICATION_PREFERENCES;
}

/** Which of this business's load events the signed-in user wants e-mailed (the bell shows them all). */
export function loadNotificationPreferenceRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  const access = accountMember(db);

  app.get(
    '/load-notification-preferences',
    {
      config: { access },
      schema: {
        operationId: 'getLoadNotificationPreferences',
        tags,
        summary: "Which of the business's load events the user wants e-mailed",
        params: accountParams,
        response: { 200: answerSchema, ...routeErrors },
      },
    },
    async (request) => ok({ preferences: await readPreferences(db, request.accountAccess.reference, request.auth.user.id) }),
  );

  app.put(
    '/load-notification-preferences',
    {
      config: { access },
      schema: {
        operationId: 'saveLoadNotificationPreferences',
        tags,
        summary: "Saves which of the business's load events the user wants e-mailed",
        params: accountParams,
        body: loadNotificationPreferencesSchema,
        response: { 200: answerSchema, ...routeErrors },
      },
    },
    async (request) => {
      const { weighed, sampled, selfBilled, claims } = request.body;
      const row = { weighed, sampled, self_billed: selfBilled, claims, updated_at: new Date() };
      await db
        .insertInto('load_notification_preferences')
        .values({ account_reference: request.accountAccess.reference, user_id: request.auth.user.id, ...row })
        .onConflict((oc) => oc.columns(['account_reference', 'user_id']).doUpdateSet(row))
        .execute();
      return ok({ preferences: request.body });
    },
  );
}

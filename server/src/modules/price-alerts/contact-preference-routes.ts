import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import {
  alertContactPreferenceListSchema,
  alertContactPreferenceUpdateSchema,
  alertContactPreferencesCreateSchema,
  preferenceIdParamsSchema,
  type AlertContactPreference,
} from '@farm/area-alerts/domain';
import { z } from 'zod';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { alertErrors } from './alert-errors';

const routeErrors = errorResponses(400, 401, 403, 404, 409);
const accountParams = z.object({ id: accountReferenceSchema });
const tags = ['price alerts'];

interface Owner {
  account: string;
  userId: string;
}

async function readPreferences(db: Db, { account, userId }: Owner): Promise<AlertContactPreference[]> {
  const rows = await db
    .selectFrom('alert_contact_preferences')
    .select(['id', 'name', 'value', 'is_default'])
    .where('account_reference', '=', account)
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ preferenceId: row.id, preferenceName: row.name, preferenceValue: row.value, isDefault: row.is_default }));
}

/** One default at most: making one the default clears the other's flag in the same transaction. */
const clearOtherDefaults = (trx: Db, { account, userId }: Owner, keep: string) =>
  trx
    .updateTable('alert_contact_preferences')
    .set({ is_default: false })
    .where('account_reference', '=', account)
    .where('user_id', '=', userId)
    .where('name', '<>', keep as 'email')
    .execute();

/** Spec 2 §7 'Alert contact preferences': the signed-in user's e-mail and SMS for alerts, on this account. */
export function contactPreferenceRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  const access = accountMember(db);
  const ownerOf = (request: { accountAccess: { reference: string }; auth: { user: { id: string } } }): Owner => ({
    account: request.accountAccess.reference,
    userId: request.auth.user.id,
  });

  app.get(
    '/user-preferences',
    {
      config: { access },
      schema: {
        operationId: 'listAlertContactPreferences',
        tags,
        summary: "The user's alert contact preferences",
        params: accountParams,
        response: { 200: envelopeSchema(alertContactPreferenceListSchema), ...routeErrors },
      },
    },
    async (request) => ok({ preferences: await readPreferences(db, ownerOf(request)) }),
  );

  app.post(
    '/user-preferences',
    {
      config: { access },
      schema: {
        operationId: 'createAlertContactPreference',
        tags,
        summary: 'Creates the alert contact preferences',
        params: accountParams,
        body: alertContactPreferencesCreateSchema,
        response: { 201: envelopeSchema(alertContactPreferenceListSchema), ...routeErrors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('alert_contact_preferences')
          .values(
            request.body.map((p) => ({
              account_reference: owner.account,
              user_id: owner.userId,
              name: p.preferenceName,
              value: p.preferenceValue,
              is_default: p.isDefault,
            })),
          )
          .onConflict((oc) => oc.columns(['account_reference', 'user_id', 'name']).doNothing())
          .returning('id')
          .execute();
        if (inserted.length !== request.body.length) throw alertErrors.preferenceExists();
        const chosen = request.body.find((p) => p.isDefault);
        if (chosen) await clearOtherDefaults(trx, owner, chosen.preferenceName);
      });
      return reply.code(201).send(ok({ preferences: await readPreferences(db, owner) }));
    },
  );

  app.put(
    '/user-preferences/:preferenceId',
    {
      config: { access },
      schema: {
        operationId: 'updateAlertContactPreference',
        tags,
        summary: 'Changes one alert contact preference',
        params: accountParams.extend(preferenceIdParamsSchema.shape),
        body: alertContactPreferenceUpdateSchema,
        response: { 200: envelopeSchema(alertContactPreferenceListSchema), ...routeErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { preferenceName, preferenceValue, isDefault } = request.body;
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('alert_contact_preferences')
          .set({ value: preferenceValue, is_default: isDefault })
          .where('id', '=', request.params.preferenceId)
          .where('account_reference', '=', owner.account)
          .where('user_id', '=', owner.userId)
          .where('name', '=', preferenceName)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw alertErrors.preferenceNotFound();
        if (isDefault) await clearOtherDefaults(trx, owner, preferenceName);
      });
      return ok({ preferences: await readPreferences(db, owner) });
    },
  );
}

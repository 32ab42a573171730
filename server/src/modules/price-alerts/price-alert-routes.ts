import { randomUUID } from 'node:crypto';
import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import {
  alertFiringListSchema,
  priceAlertCreateSchema,
  priceAlertListSchema,
  priceAlertResponseSchema,
  priceAlertUpdateSchema,
  triggerIdParamsSchema,
} from '@farm/area-alerts/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../../audit-log';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import type { CropMarketingService } from '../market-data';
import { alertErrors } from './alert-errors';
import { readFirings } from './alert-firings';
import { insertAlert, readAlerts, updateAlert } from './alert-queries';
import { findRowToWatch } from './watched-row';

const routeErrors = errorResponses(400, 401, 403, 404);
const accountParams = z.object({ id: accountReferenceSchema });
const alertParams = accountParams.extend(triggerIdParamsSchema.shape);
const tags = ['price alerts'];

const audit = (trx: Db, request: FastifyRequest, action: string, message: string) =>
  writeAuditEntry(trx, {
    user: request.auth.user,
    account: request.accountAccess.reference,
    action,
    appname: 'Crop Marketing',
    sessionid: request.auth.sessionId,
    url: request.url,
    message,
  });

/** Spec 2 §7's alert calls: the account's price alerts, on rows of its own price table. Members only. */
export function priceAlertRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>, service: CropMarketingService, clock: () => number): void {
  const access = accountMember(db);
  const now = () => new Date(clock());
  const readOne = async (account: string, id: string) => {
    const [alert] = await readAlerts(db, account, now(), id);
    if (!alert) throw alertErrors.alertNotFound();
    return alert;
  };

  app.get(
    '/price-alerts',
    {
      config: { access },
      schema: {
        operationId: 'listPriceAlerts',
        tags,
        summary: "The business's price alerts, newest first",
        params: accountParams,
        response: { 200: envelopeSchema(priceAlertListSchema), ...routeErrors },
      },
    },
    async (request) => ok({ alerts: await readAlerts(db, request.accountAccess.reference, now()) }),
  );

  app.get(
    '/price-alerts/history',
    {
      config: { access },
      schema: {
        operationId: 'listAlertHistory',
        tags,
        summary: "What fired and when: the newest 100 firings of the business's alerts",
        params: accountParams,
        response: { 200: envelopeSchema(alertFiringListSchema), ...routeErrors },
      },
    },
    async (request) => ok({ firings: await readFirings(db, request.accountAccess.reference) }),
  );

  app.post(
    '/price-alerts',
    {
      config: { access },
      schema: {
        operationId: 'createPriceAlert',
        tags,
        summary: 'Sets a price alert on one row of the price table',
        params: accountParams,
        body: priceAlertCreateSchema,
        response: { 201: envelopeSchema(priceAlertResponseSchema), ...routeErrors },
      },
    },
    async (request, reply) => {
      const account = request.accountAccess.reference;
      const alert = request.body;
      const row = await findRowToWatch(service, account, alert);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await insertAlert(trx, id, { accountReference: account, userId: request.auth.user.id }, row, alert);
        await audit(trx, request, 'price-alert-created', `Price alert ${id} on ${row.commodity.name} ${alert.sellReference}`);
      });
      return reply.code(201).send(ok({ alert: await readOne(account, id) }));
    },
  );

  app.put(
    '/price-alerts/:triggerId',
    {
      config: { access },
      schema: {
        operationId: 'updatePriceAlert',
        tags,
        summary: "Changes a price alert's prices and contact",
        params: alertParams,
        body: priceAlertUpdateSchema,
        response: { 200: envelopeSchema(priceAlertResponseSchema), ...routeErrors },
      },
    },
    async (request) => {
      const account = request.accountAccess.reference;
      const { triggerId } = request.params;
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await updateAlert(trx, account, triggerId, request.body, now()))) return false;
        await audit(trx, request, 'price-alert-updated', `Price alert ${triggerId} changed`);
        return true;
      });
      if (!changed) throw alertErrors.alertNotFound();
      return ok({ alert: await readOne(account, triggerId) });
    },
  );

  app.delete(
    '/price-alerts/:triggerId',
    {
      config: { access },
      schema: {
        operationId: 'deletePriceAlert',
        tags,
        summary: 'Deletes a price alert',
        params: alertParams,
        response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })), ...routeErrors },
      },
    },
    async (request) => {
      const account = request.accountAccess.reference;
      const { triggerId } = request.params;
      const deleted = await db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('price_alerts').where('id', '=', triggerId).where('account_reference', '=', account).executeTakeFirst();
        if (gone.numDeletedRows === 0n) return false;
        await audit(trx, request, 'price-alert-deleted', `Price alert ${triggerId} deleted`);
        return true;
      });
      if (!deleted) throw alertErrors.alertNotFound();
      return ok({ deleted: true as const });
    },
  );
}

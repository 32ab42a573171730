import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { parcelSchema, parcelsSchema, parcelsWriteSchema } from '@farm/area-my-account/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { createParcelList, etagOf, ifMatchHolds, lockParcelList, parcelErrors, readParcelList, replaceParcels, type ParcelList } from './parcel-queries';

const tags = ['parcels'];
const params = z.object({ id: accountReferenceSchema });
const errors = { ...errorResponses(400, 401, 403, 404) };
const writeErrors = { ...errors, ...errorResponses(412, 428) };

/** Answers a list with its version as the ETag; never kept by a cache, as it changes under it. */
function sendList(list: ParcelList | undefined, reply: FastifyReply) {
  if (!list) throw parcelErrors.notFound();
  reply.header('etag', etagOf(list.version)).header('cache-control', 'private, no-cache');
  return ok({ parcels: list.parcels });
}

/** The version and the parcels from one snapshot, so an ETag always names the list it is sent with. */
const readSnapshot = (db: Db, account: string) =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readParcelList(trx, account));

const audit = (trx: Db, request: FastifyRequest, count: number) =>
  writeAuditEntry(trx, {
    user: request.auth.user,
    account: request.accountAccess.reference,
    action: 'parcels-saved',
    appname: 'Grain Sampling',
    sessionid: request.auth.sessionId,
    url: request.url,
    message: `Parcels saved: ${count} now`,
  });

/**
 * Spec 3 §7's parcel calls: the account's whole list read, created (POST, when it has none) and replaced (PUT). The
 * spec's PUT replaces the list; to lose no edit, a PUT must name the version it read (If-Match): a stale one gets 412
 * and writes nothing, a missing one 428. The list's row lock serialises writers across instances.
 */
export function parcelRoutes(app: ApiApp, { db }: ApiDeps): void {
  const access = accountMember(db);
  const by = (request: FastifyRequest) => request.auth.user.email;

  app.get(
    '/grain-sample/parcels',
    {
      config: { access },
      schema: {
        operationId: 'listParcels',
        tags,
        summary: "The account's parcels, with their version as the ETag; 404 when it never saved any",
        params,
        response: { 200: envelopeSchema(parcelsSchema), ...errors },
      },
    },
    async (request, reply) => sendList(await readSnapshot(db, request.accountAccess.reference), reply),
  );

  app.get(
    '/parcels/:parcelId',
    {
      config: { access },
      schema: {
        operationId: 'getParcel',
        tags,
        summary: 'One parcel of the account',
        params: params.extend({ parcelId: z.uuid() }),
        response: { 200: envelopeSchema(z.object({ parcel: parcelSchema })), ...errors },
      },
    },
    async (request) => {
      const parcel = (await readSnapshot(db, request.accountAccess.reference))?.parcels.find((p) => p.parcelId === request.params.parcelId);
      if (!parcel) throw parcelErrors.notFound();
      return ok({ parcel });
    },
  );

  app.post(
    '/grain-sample/parcels',
    {
      config: { access },
      schema: {
        operationId: 'createParcel',
        tags,
        summary: 'Creates the list of an account that has none; 412 if someone created it meanwhile',
        params,
        body: parcelsWriteSchema,
        response: { 200: envelopeSchema(parcelsSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const account = request.accountAccess.reference;
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await createParcelList(trx, account))) throw parcelErrors.changed();
        await replaceParcels(trx, account, [], request.body.parcels, by(request), new Date());
        await audit(trx, request, request.body.parcels.length);
        return readParcelList(trx, account);
      });
      return sendList(saved, reply);
    },
  );

  app.put(
    '/grain-sample/parcels',
    {
      config: { access },
      schema: {
        operationId: 'replaceParcels',
        tags,
        summary: 'Replaces the whole list, if it is still at the version named in If-Match (412 if not, 428 without it)',
        params,
        body: parcelsWriteSchema,
        response: { 200: envelopeSchema(parcelsSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const account = request.accountAccess.reference;
      const ifMatch = request.headers['if-match'];
      if (!ifMatch) throw parcelErrors.preconditionRequired();
      const saved = await db.transaction().execute(async (trx) => {
        const version = await lockParcelList(trx, account);
        if (version === undefined || !ifMatchHolds(ifMatch, version)) throw parcelErrors.changed();
        const current = (await readParcelList(trx, account))!.parcels;
        await replaceParcels(trx, account, current, request.body.parcels, by(request), new Date());
        await audit(trx, request, request.body.parcels.length);
        return readParcelList(trx, account);
      });
      return sendList(saved, reply);
    },
  );
}

import { randomUUID } from 'node:crypto';
import { LOAD_TONNES } from '@farm/area-crop-marketing/domain';
import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import {
  STANDING_OFFER_MAX_DAYS,
  standingOfferCreateSchema,
  standingOfferListSchema,
  standingOfferMessages,
  standingOfferParamsSchema,
  standingOfferResponseSchema,
} from '@farm/area-alerts/domain';
import { addDays, format } from 'date-fns';
import { z } from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { ukDateKey } from '../../time';
import { accountMember } from '../accounts';
import type { CropMarketingService } from '../market-data';
import { findRowToWatch, watchEndsAt, watchLevel } from '../price-alerts';
import { assertCropMarketingAccess, assertVarietiesOf } from '../selling';
import { selectOffers, toStandingOffer } from './offer-queries';

const routeErrors = errorResponses(400, 401, 403, 404, 409);
const accountParams = z.object({ id: accountReferenceSchema });
const tags = ['crop marketing'];

const offerErrors = {
  targetAbovePrice: () => new ApiError(400, 'VALIDATION_ERROR', standingOfferMessages.targetAbovePrice),
  expiryRule: () => new ApiError(400, 'VALIDATION_ERROR', standingOfferMessages.expiryRule),
  notFound: () => new ApiError(404, 'STANDING_OFFER_NOT_FOUND', standingOfferMessages.offerNotFound),
  notOpen: () => new ApiError(409, 'STANDING_OFFER_NOT_OPEN', standingOfferMessages.notOpen),
};

/** Standing offers: sell a row automatically once its price reaches the farmer's target. Members with crop marketing. */
export function standingOfferRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>, service: CropMarketingService, clock: () => number): void {
  const access = accountMember(db);

  app.get(
    '/standing-offers',
    {
      config: { access },
      schema: {
        operationId: 'listStandingOffers',
        tags,
        summary: "The business's standing offers, newest first",
        params: accountParams,
        response: { 200: envelopeSchema(standingOfferListSchema), ...routeErrors },
      },
    },
    async (request) => {
      const rows = await selectOffers(db).where('account_reference', '=', request.accountAccess.reference).orderBy('created_at', 'desc').execute();
      const now = new Date(clock());
      return ok({ offers: rows.map((row) => toStandingOffer(row, now)) });
    },
  );

  app.post(
    '/standing-offers',
    {
      config: { access },
      schema: {
        operationId: 'createStandingOffer',
        tags,
        summary: 'Offers to sell a row automatically at a target price until a date',
        params: accountParams,
        body: standingOfferCreateSchema,
        response: { 201: envelopeSchema(standingOfferResponseSchema), ...routeErrors },
      },
    },
    async (request, reply) => {
      const account = request.accountAccess.reference;
      const user = request.auth.user;
      const body = request.body;
      const now = new Date(clock());
      // Refused as a sale would be, but not for the hour: an offer made at night fills when the market opens.
      await assertCropMarketingAccess(service, account, user.id);
      const today = ukDateKey(now.getTime());
      const latest = format(addDays(new Date(`${today}T12:00:00Z`), STANDING_OFFER_MAX_DAYS), 'yyyy-MM-dd');
      if (body.expiresOn <= today || body.expiresOn > latest) throw offerErrors.expiryRule();
      const commodity = (await service.reference()).commodities.find((c) => c.id === body.commodityId);
      if (!commodity) throw offerErrors.notFound();
      const row = await findRowToWatch(service, account, { ...body, commodityExternalCdkId: commodity.commodityExternalCdkId });
      if (body.targetPrice <= row.price) throw offerErrors.targetAbovePrice();
      await assertVarietiesOf(service, body, commodity.name);

      const id = randomUUID();
      const periodEnds = watchEndsAt(row.contractPeriod.to);
      const expiryEnds = watchEndsAt(body.expiresOn);
      const endsAt = periodEnds < expiryEnds ? periodEnds : expiryEnds;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('standing_offers')
          .values({
            id,
            account_reference: account,
            user_id: user.id,
            commodity_id: commodity.id,
            commodity_name: commodity.name,
            sell_reference: body.sellReference,
            farm_address_id: body.farmAddressId,
            price_type: body.priceType,
            contract_from: row.contractPeriod.from,
            contract_to: row.contractPeriod.to,
            contract_split: row.contractPeriod.isContractSplit,
            crop_year: row.contractPeriod.cropYear,
            delivery_month: row.deliveryMonth,
            quantity: body.loads * LOAD_TONNES,
            variety_list: body.varietyList,
            target_price: body.targetPrice,
            expires_on: body.expiresOn,
            ends_at: endsAt,
          })
          .execute();
        await trx
          .insertInto('price_watches')
          .values({ ...watchLevel(row, 'offer', body.targetPrice), offer_id: id, ends_at: endsAt })
          .execute();
        await writeAuditEntry(trx, {
          user,
          account,
          action: 'standing-offer-created',
          appname: 'Crop Marketing',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `Standing offer ${id}: ${body.loads * LOAD_TONNES} MT of ${commodity.name} ${body.sellReference} at £${body.targetPrice.toFixed(2)}/MT until ${body.expiresOn}`,
        });
      });
      const created = await selectOffers(db).where('id', '=', id).executeTakeFirstOrThrow();
      return reply.code(201).send(ok({ offer: toStandingOffer(created, now) }));
    },
  );

  app.post(
    '/standing-offers/:offerId/cancel',
    {
      config: { access },
      schema: {
        operationId: 'cancelStandingOffer',
        tags,
        summary: 'Cancels an open standing offer',
        params: accountParams.extend(standingOfferParamsSchema.shape),
        response: { 200: envelopeSchema(standingOfferResponseSchema), ...routeErrors },
      },
    },
    async (request) => {
      const account = request.accountAccess.reference;
      const { offerId } = request.params;
      const now = new Date(clock());
      await db.transaction().execute(async (trx) => {
        // Locked, so a cancel and a fill of the same offer never both happen.
        const offer = await trx
          .selectFrom('standing_offers')
          .select(['status', 'ends_at'])
          .where('id', '=', offerId)
          .where('account_reference', '=', account)
          .forUpdate()
          .executeTakeFirst();
        if (!offer) throw offerErrors.notFound();
        if (offer.status !== 'Open' || offer.ends_at <= now) throw offerErrors.notOpen();
        await trx.updateTable('standing_offers').set({ status: 'Cancelled', cancelled_at: now }).where('id', '=', offerId).execute();
        await trx.deleteFrom('price_watches').where('offer_id', '=', offerId).execute();
        await writeAuditEntry(trx, {
          user: request.auth.user,
          account,
          action: 'standing-offer-cancelled',
          appname: 'Crop Marketing',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `Standing offer ${offerId} cancelled`,
        });
      });
      return ok({ offer: toStandingOffer(await selectOffers(db).where('id', '=', offerId).executeTakeFirstOrThrow(), now) });
    },
  );
}

import { accountReferenceSchema, envelopeSchema, pricesResponseSchema } from '@farm/core/domain';
import {
  collectionAddressListSchema,
  collectionAddressQuerySchema,
  commodityListSchema,
  pricePreferenceBodySchema,
  pricePreferenceListSchema,
  pricePreferenceParamsSchema,
  pricePreferenceSchema,
  pricesQuerySchema,
  tradingTimesResponseSchema,
  varietiesQuerySchema,
  varietyListSchema,
} from '@farm/area-crop-marketing/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { cropMarketingErrors } from './crop-marketing-errors';
import type { CropMarketingService } from './crop-marketing-service';

const routeErrors = errorResponses(400, 401, 403, 404);
const accountParams = z.object({ id: accountReferenceSchema });

/** The calls of spec 2 §7 that are the same for everyone: commodities, their varieties, trading times. */
export function cropMarketingRoutes(app: ApiApp, service: CropMarketingService, clock: () => number): void {
  app.get(
    '/mycrop/commodities',
    {
      schema: {
        operationId: 'listCommodities',
        tags: ['crop marketing'],
        summary: 'The commodities with price tables',
        response: { 200: envelopeSchema(commodityListSchema), ...routeErrors },
      },
    },
    async () => ok({ commodities: (await service.reference()).commodities }),
  );

  app.get(
    '/mycrop/commodities/:rowCount/varieties',
    {
      schema: {
        operationId: 'listVarieties',
        tags: ['crop marketing'],
        summary: 'The varieties a commodity may be sold as',
        params: z.object({ rowCount: z.coerce.number().int().min(1).max(50) }),
        querystring: varietiesQuerySchema,
        response: { 200: envelopeSchema(varietyListSchema), ...routeErrors },
      },
    },
    async (request) => {
      const reference = await service.reference();
      const commodity = reference.commodities.find((c) => c.commodityExternalCdkId === request.query.commodityExternalCdkId);
      if (!commodity) throw cropMarketingErrors.commodityNotFound();
      return ok({ varieties: reference.varieties.get(commodity.id) ?? [] });
    },
  );

  app.get(
    '/mycrop/tradingtimes',
    {
      schema: {
        operationId: 'getTradingTimes',
        tags: ['crop marketing'],
        summary: 'Whether selling is open now, and when it opens or closes',
        response: { 200: envelopeSchema(tradingTimesResponseSchema), ...routeErrors },
      },
    },
    async () => ok({ tradingTimes: await service.tradingTimes(new Date(clock())) }),
  );
}

/** The account's own crop marketing calls: preferences, collection addresses and prices. Members only. */
export function accountCropMarketingRoutes(
  app: ApiApp,
  { db }: Pick<ApiDeps, 'db'>,
  service: CropMarketingService,
  /** Told when an account's prices are made differently (a preference changed): price alerts move with them. */
  onPricingChanged: (accountReference: string) => Promise<void>,
): void {
  const access = accountMember(db);

  app.get(
    '/preferences',
    {
      config: { access },
      schema: {
        operationId: 'getPricePreferences',
        tags: ['crop marketing'],
        summary: "The business's price preferences",
        params: accountParams,
        response: { 200: envelopeSchema(pricePreferenceListSchema), ...routeErrors },
      },
    },
    async (request) => ok({ preferences: await service.preferencesOf(request.accountAccess.reference) }),
  );

  app.put(
    '/preferences/:profileNumber',
    {
      config: { access },
      schema: {
        operationId: 'updatePricePreference',
        tags: ['crop marketing'],
        summary: 'Change one price preference',
        params: accountParams.extend(pricePreferenceParamsSchema.shape),
        body: pricePreferenceBodySchema,
        response: { 200: envelopeSchema(z.object({ preference: pricePreferenceSchema })), ...routeErrors },
      },
    },
    async (request) => {
      const account = request.accountAccess.reference;
      const { profileNumber } = request.params;
      if (!(await service.reference()).profiles.some((p) => p.profileNumber === profileNumber)) throw cropMarketingErrors.preferenceNotFound();
      await db
        .insertInto('account_price_preferences')
        .values({ account_reference: account, profile_number: profileNumber, current_value: request.body.currentValue, updated_by: request.auth.user.id })
        .onConflict((oc) =>
          oc
            .columns(['account_reference', 'profile_number'])
            .doUpdateSet({ current_value: request.body.currentValue, updated_at: new Date(), updated_by: request.auth.user.id }),
        )
        .execute();
      await onPricingChanged(account);
      const preference = (await service.preferencesOf(account)).find((p) => p.profileNumber === profileNumber)!;
      return ok({ preference });
    },
  );

  app.get(
    '/address',
    {
      config: { access },
      schema: {
        operationId: 'listCollectionAddresses',
        tags: ['crop marketing'],
        summary: "The business's collection addresses",
        params: accountParams,
        querystring: collectionAddressQuerySchema,
        response: { 200: envelopeSchema(collectionAddressListSchema), ...routeErrors },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('collection_addresses')
        .select(['address_number', 'address_name', 'address_lines', 'postcode'])
        .where('account_reference', '=', request.accountAccess.reference)
        .orderBy('address_number')
        .execute();
      return ok({
        addresses: rows.map((row) => ({
          addressNumber: row.address_number,
          addressName: row.address_name,
          addressLines: row.address_lines,
          postcode: row.postcode,
          addressType: 'Collection' as const,
        })),
      });
    },
  );

  app.get(
    '/prices',
    {
      config: { access },
      schema: {
        operationId: 'listPrices',
        tags: ['crop marketing'],
        summary: "A commodity's ex-farm prices for one of the business's collection addresses",
        params: accountParams,
        querystring: pricesQuerySchema,
        response: { 200: envelopeSchema(pricesResponseSchema), ...routeErrors },
      },
    },
    async (request) => {
      const prices = await service.pricesFor(request.accountAccess.reference, request.query, request.auth.user.internal);
      if (!prices) {
        const known = (await service.reference()).commodities.some((c) => c.commodityExternalCdkId === request.query.commodityExternalCdkId);
        throw known ? cropMarketingErrors.addressNotFound() : cropMarketingErrors.commodityNotFound();
      }
      return ok({ prices });
    },
  );
}

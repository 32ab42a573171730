import {
  cropMarketingMessages,
  priceAllowancesSchema,
  priceBasisSchema,
  priceDeskSchema,
  pricePreferenceParamsSchema,
  pricePremiumSchema,
  tradingHoursSchema,
} from '@farm/area-crop-marketing/domain';
import { envelopeSchema } from '@farm/core/domain';
import type { FastifyRequest } from 'fastify';
import { staffOnly } from '../../access';
import { writeAuditEntry } from '../../audit-log';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { readPriceDesk } from './price-desk-queries';

const tags = ['price desk'];
const answer = { 200: envelopeSchema(priceDeskSchema), ...errorResponses(400, 401, 403, 404) };
const pounds = (value: number | string | undefined) => (value === undefined ? 'none' : `£${Number(value).toFixed(2)}/MT`);

/** A change and its audit entry (who, when, before and after) commit together. */
async function audited(db: Db, request: FastifyRequest, change: (trx: Db) => Promise<{ message: string } | undefined>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (!done) return;
    await writeAuditEntry(trx, {
      user: request.auth.user,
      action: 'price-desk-change',
      appname: 'Price desk',
      sessionid: request.auth.sessionId,
      url: request.url,
      message: done.message,
    });
  });
}

/**
 * What the traders set that the price model and selling read (issue 29): the basis per commodity and postcode area,
 * the premium of each price preference, the haulage allowance, the previous crop's spread and the trading hours.
 * Every instance prices the next tick with a change (data_version), and each change is audited with its before and
 * after.
 */
export function priceModelRoutes(app: ApiApp, { db, config }: ApiDeps): void {
  const desk = () => readPriceDesk(db, config.market.tradingHours);
  app.get(
    '/price-desk',
    { config: { access: staffOnly }, schema: { operationId: 'getPriceDesk', tags, summary: 'Everything the price desk sets (staff only)', response: answer } },
    async () => ok(await desk()),
  );

  app.put(
    '/price-desk/basis',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'setPriceBasis',
        tags,
        summary: 'Set the basis of a commodity in a postcode area (staff only)',
        body: priceBasisSchema,
        response: answer,
      },
    },
    async (request) => {
      const { commodityId, postcodeArea, basis } = request.body;
      const commodity = await db.selectFrom('commodities').select('name').where('id', '=', commodityId).executeTakeFirst();
      if (!commodity) throw new ApiError(404, 'COMMODITY_NOT_FOUND', cropMarketingMessages.noPricing);
      await audited(db, request, async (trx) => {
        const before = await trx
          .selectFrom('price_basis')
          .select('basis')
          .where('commodity_id', '=', commodityId)
          .where('postcode_area', '=', postcodeArea)
          .forUpdate()
          .executeTakeFirst();
        if (before && Number(before.basis) === basis) return undefined;
        await trx
          .insertInto('price_basis')
          .values({ commodity_id: commodityId, postcode_area: postcodeArea, basis })
          .onConflict((oc) => oc.columns(['postcode_area', 'commodity_id']).doUpdateSet({ basis }))
          .execute();
        return {
          message: `Basis of ${commodity.name} in ${postcodeArea === '*' ? 'every other area' : postcodeArea} changed from ${pounds(before?.basis)} to ${pounds(basis)}`,
        };
      });
      return ok(await desk());
    },
  );

  app.put(
    '/price-desk/premiums/:profileNumber',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'setPricePremium',
        tags,
        summary: "Set a price preference's premium (staff only)",
        params: pricePreferenceParamsSchema,
        body: pricePremiumSchema,
        response: answer,
      },
    },
    async (request) => {
      const { profileNumber } = request.params;
      const { premium } = request.body;
      await audited(db, request, async (trx) => {
        const before = await trx
          .selectFrom('price_preference_profiles')
          .select(['name', 'premium'])
          .where('profile_number', '=', profileNumber)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new ApiError(404, 'PREFERENCE_NOT_FOUND', 'There is no such price preference.');
        if (Number(before.premium) === premium) return undefined;
        await trx.updateTable('price_preference_profiles').set({ premium }).where('profile_number', '=', profileNumber).execute();
        return { message: `Premium of ${before.name} changed from ${pounds(before.premium)} to ${pounds(premium)}` };
      });
      return ok(await desk());
    },
  );

  app.put(
    '/price-desk/allowances',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'setPriceAllowances',
        tags,
        summary: "Set the haulage allowance and the previous crop's spread (staff only)",
        body: priceAllowancesSchema,
        response: answer,
      },
    },
    async (request) => {
      const { haulageAllowance, previousCropSpread } = request.body;
      await audited(db, request, async (trx) => {
        const before = await trx
          .selectFrom('price_desk_settings')
          .select(['haulage_allowance', 'previous_crop_spread'])
          .where('id', '=', 1)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (Number(before.haulage_allowance) === haulageAllowance && Number(before.previous_crop_spread) === previousCropSpread) return undefined;
        await trx
          .updateTable('price_desk_settings')
          .set({
            haulage_allowance: haulageAllowance,
            previous_crop_spread: previousCropSpread,
            updated_by: request.auth.user.username,
            updated_at: new Date(),
          })
          .where('id', '=', 1)
          .execute();
        return {
          message:
            `Haulage allowance changed from ${pounds(before.haulage_allowance)} to ${pounds(haulageAllowance)}; ` +
            `previous crop spread from ${pounds(before.previous_crop_spread)} to ${pounds(previousCropSpread)}`,
        };
      });
      return ok(await desk());
    },
  );

  app.put(
    '/price-desk/trading-hours',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'setTradingHours',
        tags,
        summary: "Set the hours selling is open, or null for the deployment's TRADING_HOURS (staff only)",
        body: tradingHoursSchema,
        response: answer,
      },
    },
    async (request) => {
      const { tradingHours } = request.body;
      await audited(db, request, async (trx) => {
        const before = await trx.selectFrom('price_desk_settings').select('trading_hours').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
        if (before.trading_hours === tradingHours) return undefined;
        await trx
          .updateTable('price_desk_settings')
          .set({ trading_hours: tradingHours, updated_by: request.auth.user.username, updated_at: new Date() })
          .where('id', '=', 1)
          .execute();
        const named = (hours: string | null) => (hours === null ? `the deployment's '${config.market.tradingHours}'` : `'${hours}'`);
        return { message: `Trading hours changed from ${named(before.trading_hours)} to ${named(tradingHours)}` };
      });
      return ok(await desk());
    },
  );
}

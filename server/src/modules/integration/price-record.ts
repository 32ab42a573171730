import { z } from 'zod';
import { decimal } from './integration-record';
import type { RecordKind } from './record-kind';
import { RecordProblem } from './record-problem';

/**
 * A row of the merchant's price sheet (issue 29): an ex-farm price for a commodity (its code, such as FW), a period
 * ('as-available' or a month, 'YYYY-MM') and a postcode area (such as CB, or '*' for every area without its own).
 * It replaces the model's futures and basis for those rows, the farm's own premiums and haulage still added, from
 * the next tick on every instance, until it expires or a later version withdraws it. Each row has one record: a
 * second record for the same commodity, period and area is refused until the first is withdrawn. A row whose expiry
 * has passed prices nothing and goes with the next tick.
 */
export const priceRecordSchema = z
  .object({
    commodity: z.string().trim().min(1).max(20),
    period: z.string().regex(/^(as-available|\d{4}-(0[1-9]|1[0-2]))$/, "'as-available' or a month, YYYY-MM"),
    postcodeArea: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{1,2}|\*)$/, 'a postcode area, such as CB, or * for every area'),
    price: decimal(
      z
        .number()
        .positive()
        .max(10_000)
        .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'to the penny'),
    ).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    withdrawn: z.boolean().default(false),
  })
  .refine((row) => row.withdrawn || row.price !== undefined, { message: 'a price, unless the row is withdrawn', path: ['price'] });
export type PriceRecord = z.infer<typeof priceRecordSchema>;

export const priceRecords: RecordKind<PriceRecord> = {
  kind: 'price',
  scope: 'prices:write',
  // Needs no other record.
  rank: 10,
  schema: priceRecordSchema,
  async apply(trx, externalId, row, { clientId }) {
    if (row.withdrawn) {
      await trx.deleteFrom('manual_prices').where('external_id', '=', externalId).execute();
      return [];
    }
    const commodity = await trx.selectFrom('commodities').select('id').where('commodity_external_cdk_id', '=', row.commodity).executeTakeFirst();
    if (!commodity) {
      const known = await trx.selectFrom('commodities').select('commodity_external_cdk_id').orderBy('display_index').execute();
      throw new RecordProblem(
        'INVALID_RECORD',
        `data.commodity: no commodity ${row.commodity}; the codes are ${known.map((c) => c.commodity_external_cdk_id).join(', ')}.`,
      );
    }
    const taken = await trx
      .selectFrom('manual_prices')
      .select('external_id')
      .where('commodity_id', '=', commodity.id)
      .where('period', '=', row.period)
      .where('postcode_area', '=', row.postcodeArea)
      .where('external_id', '!=', externalId)
      .executeTakeFirst();
    if (taken)
      throw new RecordProblem(
        'RULE_BROKEN',
        `${row.commodity} ${row.period} in ${row.postcodeArea} is priced by price record ${taken.external_id}: withdraw it first, as a row has one price.`,
      );
    const values = {
      commodity_id: commodity.id,
      period: row.period,
      postcode_area: row.postcodeArea,
      price: row.price!,
      expires_at: row.expiresAt ? new Date(row.expiresAt) : null,
      client_id: clientId,
      set_at: new Date(),
    };
    await trx
      .insertInto('manual_prices')
      .values({ external_id: externalId, ...values })
      .onConflict((oc) => oc.column('external_id').doUpdateSet(values))
      .execute();
    return [];
  },
};

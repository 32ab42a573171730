import type { EmbedPrices, PriceRow } from '@farm/core/domain';

const EMBED_ROW_FIELDS = [
  'contractPeriod',
  'priceCurrentYear',
  'deliveryMonth',
  'futuresPriceGbp',
  'changeDirection',
  'netChange',
] as const satisfies readonly (keyof PriceRow)[];
type EmbedPriceRow = EmbedPrices['rows'][number];

/** What a partner's <farm-prices> is given of a price row: its period, price and move, none of the selling details. */
export const embedPriceRow = (row: PriceRow): EmbedPriceRow => Object.fromEntries(EMBED_ROW_FIELDS.map((field) => [field, row[field]])) as EmbedPriceRow;

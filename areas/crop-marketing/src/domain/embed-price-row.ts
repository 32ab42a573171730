import type { EmbedPrices, PriceRow } from '@farm/core/domain';

/** What a partner's <farm-prices> is given of a price row: its period, price and move, none of the selling details. */
export const embedPriceRow = ({
  contractPeriod,
  priceCurrentYear,
  deliveryMonth,
  futuresPriceGbp,
  changeDirection,
  netChange,
}: PriceRow): EmbedPrices['rows'][number] => ({
  contractPeriod,
  priceCurrentYear,
  deliveryMonth,
  futuresPriceGbp,
  changeDirection,
  netChange,
});

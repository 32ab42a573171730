import type { EmbedPrices, PriceRow } from '@farm/core/domain';

type EmbedPriceRow = EmbedPrices['rows'][number];

/** What a partner's <farm-prices> is given of a price row: its period, price and move, none of the selling details. */
export const embedPriceRow = ({
  contractPeriod,
  priceCurrentYear,
  deliveryMonth,
  futuresPriceGbp,
  changeDirection,
  netChange,
  manual,
}: PriceRow): EmbedPriceRow => ({
  contractPeriod,
  priceCurrentYear,
  deliveryMonth,
  futuresPriceGbp,
  changeDirection,
  netChange,
  // A price sheet's row stays put on a partner's page too.
  ...(manual ? { manual } : {}),
});

import type { StandingOfferCreate } from '@farm/area-alerts/domain';

/**
 * A standing offer on a row of the account's price table: two loads of variety 101, ex-farm. The test says at
 * what price and until when, and may change anything else.
 */
export const standingOfferOn = (
  row: { sellReference: string },
  farmAddressId: number,
  offer: Pick<StandingOfferCreate, 'targetPrice' | 'expiresOn'> & Partial<StandingOfferCreate>,
): StandingOfferCreate => ({
  commodityId: 1,
  farmAddressId,
  priceType: 'XFM',
  sellReference: row.sellReference,
  loads: 2,
  varietyList: [101],
  ...offer,
});

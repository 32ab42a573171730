import { pence } from '@farm/core/domain';
import type { PriceType } from '@farm/core/domain';

/** What the price desk sets beside the basis and premiums (£/MT; migration 0030). */
export interface PriceAllowances {
  /** Option to haul: the farm delivers, and is paid this much more per tonne than ex-farm collection. */
  haulageAllowance: number;
  /** Grain of the previous harvest sells for this much less per tonne than the current crop in the same period. */
  previousCropSpread: number;
}

export interface ExFarmInputs {
  /** The futures price of the period's delivery month in £/MT. */
  futuresGbp: number;
  /** £/MT over (or under) futures for the collection address's postcode area and the commodity. */
  basis: number;
  /** £/MT for each price preference the account has said Yes to that applies to the commodity. */
  premiums: readonly number[];
  priceType: PriceType;
  haulageAllowance: number;
}

/**
 * Ex-farm price (£/MT, 2 decimals) = futures + basis + premiums (+ the haulage allowance for XFH). Summed in
 * whole pence, so the same inputs give the same price on the server and in a browser moving it by a tick.
 */
export function exFarmPrice({ futuresGbp, basis, premiums, priceType, haulageAllowance }: ExFarmInputs): number {
  const total =
    pence(futuresGbp) + pence(basis) + premiums.reduce((sum, premium) => sum + pence(premium), 0) + (priceType === 'XFH' ? pence(haulageAllowance) : 0);
  return total / 100;
}

export const previousCropPrice = (currentCropPrice: number, previousCropSpread: number) => (pence(currentCropPrice) - pence(previousCropSpread)) / 100;

import { pence } from '@farm/core/domain';
import type { Commodity } from '@farm/area-crop-marketing/domain';
import type { ContractPeriod, PriceType } from '@farm/core/domain';
import type { CropMarketingService } from '../market-data';
import { alertErrors } from './alert-errors';
import type { WatchedRow } from './watch-keys';

export interface RowToWatch extends WatchedRow {
  commodity: Commodity;
  contractPeriod: ContractPeriod;
  /** £/MT now, current crop year. */
  price: number;
}

export interface RowAddress {
  commodityExternalCdkId: string;
  sellReference: string;
  farmAddressId: number;
  priceType: PriceType;
}

/**
 * The price row an alert or offer is set on, as the account's price table shows it now, with what the engine
 * needs to watch it: the futures month it follows and the fixed part of its ex-farm price.
 */
export async function findRowToWatch(service: CropMarketingService, accountReference: string, at: RowAddress): Promise<RowToWatch> {
  const commodity = (await service.reference()).commodities.find((c) => c.commodityExternalCdkId === at.commodityExternalCdkId);
  if (!commodity) throw alertErrors.noSuchRow();
  const prices = await service.pricesFor(
    accountReference,
    { priceType: at.priceType, farmAddressId: at.farmAddressId, commodityExternalCdkId: commodity.commodityExternalCdkId },
    false,
  );
  const row = prices?.rows.find((r) => r.sellReference === at.sellReference);
  if (!prices || !row || row.priceCurrentYear === null) throw alertErrors.noSuchRow();
  return {
    commodity,
    contractPeriod: row.contractPeriod,
    price: row.priceCurrentYear,
    futuresContract: prices.futuresContract,
    deliveryMonth: row.deliveryMonth,
    offsetPence: pence(row.priceCurrentYear) - pence(row.futuresPriceGbp),
  };
}

/** A row watches until the end of its period's last day (UK midnight is never later than 01:00 UTC). */
export const watchEndsAt = (contractTo: string) => new Date(`${contractTo}T23:59:59Z`);

import type { ContractPeriod, PriceAlertRequest, PriceType } from '@farm/core';
import type { PriceAlert } from '@farm/area-alerts';

/** The price row an alert watches, as the dialog shows it: commodity, period, where and how priced, the price now. */
export interface AlertSubject {
  commodityName: string;
  commodityExternalCdkId: string;
  contractPeriod: ContractPeriod;
  sellReference: string;
  farmAddressId: number;
  priceType: PriceType;
  /** The row's current crop year price in £/MT; null when the row is not at hand. */
  currentPrice: number | null;
}

/** A bell's request names the row itself. */
export const subjectOfRequest = ({ commodity, row, farmAddressId, priceType }: PriceAlertRequest): AlertSubject => ({
  commodityName: commodity.name,
  commodityExternalCdkId: commodity.commodityExternalCdkId,
  contractPeriod: row.contractPeriod,
  sellReference: row.sellReference,
  farmAddressId,
  priceType,
  currentPrice: row.priceCurrentYear,
});

/** An alert from the list names its row; its price comes from the row's table when that is at hand. */
export const subjectOfAlert = (alert: PriceAlert, currentPrice: number | null): AlertSubject => ({
  commodityName: alert.commodity,
  commodityExternalCdkId: alert.commodityExternalCdkId,
  contractPeriod: alert.contractPeriod,
  sellReference: alert.sellReference,
  farmAddressId: alert.farmAddressId,
  priceType: alert.priceType,
  currentPrice,
});

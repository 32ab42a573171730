import type { CollectionAddress, TradingTimes, Variety } from '@farm/area-crop-marketing/domain';
import type { ContractPeriod, PriceType } from '@farm/core/domain';

/** The price of one row of an account's price table, as a sale would be made at now. */
export interface RowPrice {
  /** £/MT, 2 decimals. */
  price: number;
  contractPeriod: ContractPeriod;
  commodityName: string;
  /** The futures delivery month behind the price, 'YYYY-MM'. */
  deliveryMonth: string;
  /** Where the grain is collected from (the question's farmAddressId): the contract note prints it. */
  collectionAddress: CollectionAddress;
}

export interface RowPriceQuestion {
  accountReference: string;
  commodityId: number;
  farmAddressId: number;
  priceType: PriceType;
  sellReference: string;
}

/** What selling needs from the market-data module: the server's price, the varieties, and whether it may trade now. */
export interface SalePricing {
  /** Undefined when the commodity, row or collection address is not one the account can sell. */
  priceOf(question: RowPriceQuestion): Promise<RowPrice | undefined>;
  /** The varieties a commodity may be sold as (the contract note prints their names). */
  varietiesOf(commodityId: number): Promise<Variety[]>;
  tradingTimes(now: Date): Promise<TradingTimes>;
  /** Whether the price desk has paused selling of the commodity (or of everything). */
  sellingPaused(commodityId: number): Promise<boolean>;
  /** Crop marketing access: the account's hasMCM flag and the user's crop marketing tile (visible, not locked). */
  canTrade(accountReference: string, userId: string): Promise<boolean>;
}

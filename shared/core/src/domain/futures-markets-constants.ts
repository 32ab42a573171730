// The futures markets the portal follows and how their prices are counted (spec 2 §9), without zod: the live
// market's. The charts and tables of them are crop marketing's (areas/crop-marketing).

/** Grain futures: the global markets' tables and the contracts ex-farm prices follow. */
const GRAIN_FUTURES = ['LIFFE-FEED-WHEAT', 'MATIF-MILLING-WHEAT', 'MATIF-RAPESEED', 'CBOT-WHEAT', 'CBOT-CORN', 'CBOT-SOYBEANS'] as const;
/** Currency futures on CME: the exchange rates page's four FOREX tables and the global markets' rate widgets. */
const CURRENCY_FUTURES = ['CME-BRITISH-POUND', 'CME-EURO-FX', 'CME-EURO-BRITISH-POUND', 'CME-CANADIAN-DOLLAR'] as const;
export const FUTURES_CONTRACTS = [...GRAIN_FUTURES, ...CURRENCY_FUTURES] as const;
export type FuturesContractId = (typeof FUTURES_CONTRACTS)[number];

const isCurrency = (contract: string) => (CURRENCY_FUTURES as readonly string[]).includes(contract);

/** Spec 2 §9: exchange tables and widget prices have 4 decimals; grain futures are quoted to the cent or penny. */
export const futuresDecimals = (contract: string): 2 | 4 => (isCurrency(contract) ? 4 : 2);

/** A price in the contract's smallest shown unit, so sums and changes are exact (see `pence` for money). */
export const priceUnits = (value: number, decimals: number): number => Math.round(value * 10 ** decimals);
export const fromPriceUnits = (units: number, decimals: number): number => units / 10 ** decimals;

import * as z from 'zod';
import { FUTURES_CONTRACTS } from './futures-markets-constants';

/** The futures contracts the market data knows: grain (each commodity's prices follow one) and currency. */
export const futuresContractSchema = z.enum(FUTURES_CONTRACTS);
export type FuturesContract = z.infer<typeof futuresContractSchema>;

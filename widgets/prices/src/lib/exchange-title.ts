import type { FuturesCommodity } from '@farm/core';

/** Spec 2 §2: an exchange table's title is the commodity description without 'CME ', plus the contract basis. */
export const exchangeTitle = (market: Pick<FuturesCommodity, 'commodityDescription' | 'contractBasis'>): string =>
  `${market.commodityDescription.replace(/^CME /, '')} - ${market.contractBasis}`;

import { defineElement } from '@farm/ui';
import { LimusCalculator, type LimusCalculatorProps } from '../calculators/limus-calculator';
import { LIMUS_TAG } from './tags';

/** Registers <farm-limus-calculator> (attributes and events: ./catalogue.ts). Reads the public product list (from its `api-root`, if any). */
export function defineLimusCalculator(): void {
  defineElement<LimusCalculatorProps>(LIMUS_TAG, LimusCalculator, {
    cacheKey: 'farm-limus',
    attributes: { product: 'string', units: 'string', fertiliserRate: 'string', inclusionRate: 'string', area: 'string' },
  });
}

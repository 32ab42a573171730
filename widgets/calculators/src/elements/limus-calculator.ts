import { defineElement } from '@farm/ui';
import { LimusCalculator, type LimusCalculatorProps } from '../calculators/limus-calculator';
import { limusCalculatorMeta } from './catalogue';

/** Registers <farm-limus-calculator> (attributes and events: ./catalogue.ts). Reads the public product list. */
export function defineLimusCalculator(): void {
  defineElement<LimusCalculatorProps>(limusCalculatorMeta.tag, LimusCalculator, {
    cacheKey: 'farm-limus',
    attributes: { product: 'string', units: 'string', fertiliserRate: 'string', inclusionRate: 'string', area: 'string', apiRoot: 'string' },
  });
}

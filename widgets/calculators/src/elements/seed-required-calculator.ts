import { defineElement } from '@farm/ui';
import { SeedRequiredCalculator, type SeedRequiredCalculatorProps } from '../calculators/seed-required-calculator';
import { seedRequiredCalculatorMeta } from './catalogue';

/** Registers <farm-seed-required-calculator> (attributes and events: ./catalogue.ts). Needs no sign-in. */
export function defineSeedRequiredCalculator(): void {
  defineElement<SeedRequiredCalculatorProps>(seedRequiredCalculatorMeta.tag, SeedRequiredCalculator, {
    cacheKey: 'farm-seed-required',
    attributes: { crop: 'string', units: 'string', sowingRate: 'string', tgw: 'string', germination: 'string', area: 'string' },
  });
}

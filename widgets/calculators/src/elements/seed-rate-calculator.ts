import { defineElement } from '@farm/ui';
import { SeedRateCalculator, type SeedRateCalculatorProps } from '../calculators/seed-rate-calculator';
import { seedRateCalculatorMeta } from './catalogue';

/** Registers <farm-seed-rate-calculator> (attributes and events: ./catalogue.ts). Needs no sign-in. */
export function defineSeedRateCalculator(): void {
  defineElement<SeedRateCalculatorProps>(seedRateCalculatorMeta.tag, SeedRateCalculator, {
    cacheKey: 'farm-seed-rate',
    attributes: { crop: 'string', units: 'string', sowingRate: 'string', tgw: 'string', germination: 'string', amountOfSeed: 'string' },
  });
}

import { defineElement } from '@farm/ui';
import { SeedRateCalculator } from '../calculators/seed-calculator';
import { SEED_RATE_TAG } from './tags';

/** Registers <farm-seed-rate-calculator> (attributes and events: ./catalogue.ts). Needs no sign-in. */
export function defineSeedRateCalculator(): void {
  defineElement(SEED_RATE_TAG, SeedRateCalculator, {
    cacheKey: 'farm-seed-rate',
    attributes: { crop: 'string', units: 'string', sowingRate: 'string', tgw: 'string', germination: 'string', amountOfSeed: 'string' },
  });
}

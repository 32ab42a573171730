import { defineElement } from '@farm/ui';
import { SeedRequiredCalculator } from '../calculators/seed-calculator';
import { SEED_REQUIRED_TAG } from './tags';

/** Registers <farm-seed-required-calculator> (attributes and events: ./catalogue.ts). Needs no sign-in. */
export function defineSeedRequiredCalculator(): void {
  defineElement(SEED_REQUIRED_TAG, SeedRequiredCalculator, {
    cacheKey: 'farm-seed-required',
    attributes: { crop: 'string', units: 'string', sowingRate: 'string', tgw: 'string', germination: 'string', area: 'string' },
  });
}

import { defineElement } from '@farm/ui';
import { CalculatorsRoot } from './calculators-root';
import { defineLimusCalculator } from './elements/limus-calculator';
import { defineSeedRateCalculator } from './elements/seed-rate-calculator';
import { defineSeedRequiredCalculator } from './elements/seed-required-calculator';
import { defineWheatNitrogenCalculator } from './elements/wheat-nitrogen-calculator';

/**
 * Registers the four calculator elements (each works on a page with no sign-in) and `<farm-calculators>`, the
 * portal's calculators area (hub and screens by path) for a page that has signed the user in.
 */
export function define(): void {
  defineSeedRateCalculator();
  defineSeedRequiredCalculator();
  defineLimusCalculator();
  defineWheatNitrogenCalculator();
  defineElement('farm-calculators', CalculatorsRoot, { cacheKey: 'farm-calculators' });
}

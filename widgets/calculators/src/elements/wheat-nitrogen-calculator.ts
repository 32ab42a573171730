import { defineElement } from '@farm/ui';
import { WheatNitrogenCalculator, type WheatNitrogenCalculatorProps } from '../calculators/wheat-nitrogen-calculator';
import { WHEAT_NITROGEN_TAG } from './tags';

/** Registers <farm-wheat-nitrogen-calculator> (attributes and events: ./catalogue.ts). Reads the public guideline figure (from its `api-root`, if any). */
export function defineWheatNitrogenCalculator(): void {
  defineElement<WheatNitrogenCalculatorProps>(WHEAT_NITROGEN_TAG, WheatNitrogenCalculator, {
    cacheKey: 'farm-wheat-nitrogen',
    attributes: {
      destination: 'string',
      targetYield: 'string',
      soilNitrogen: 'string',
      grainMoisture: 'string',
      grainProtein: 'string',
      nitrogenUptake: 'string',
    },
  });
}

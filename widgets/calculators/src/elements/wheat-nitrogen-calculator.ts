import { defineElement } from '@farm/ui';
import { WheatNitrogenCalculator, type WheatNitrogenCalculatorProps } from '../calculators/wheat-nitrogen-calculator';
import { wheatNitrogenCalculatorMeta } from './catalogue';

/** Registers <farm-wheat-nitrogen-calculator> (attributes and events: ./catalogue.ts). Reads the public guideline figure. */
export function defineWheatNitrogenCalculator(): void {
  defineElement<WheatNitrogenCalculatorProps>(wheatNitrogenCalculatorMeta.tag, WheatNitrogenCalculator, {
    cacheKey: 'farm-wheat-nitrogen',
    attributes: {
      destination: 'string',
      targetYield: 'string',
      soilNitrogen: 'string',
      grainMoisture: 'string',
      grainProtein: 'string',
      nitrogenUptake: 'string',
      apiRoot: 'string',
    },
  });
}

import { defineElement } from '@farm/ui';
import { SamplesRoot } from './samples-root';

/** Registers <farm-sample-compare>: the selected business's grain samples, their comparison and its parcels (spec 3 §2). */
export function define(): void {
  defineElement('farm-sample-compare', SamplesRoot, { cacheKey: 'farm-sample-compare' });
}

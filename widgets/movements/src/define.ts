import { defineElement } from '@farm/ui';
import { MovementsRoot } from './movements-root';

/** Registers <farm-movements>: the selected business's planned and moved loads (spec 3 §2 'Movements screen'). */
export function define(): void {
  defineElement('farm-movements', MovementsRoot, { cacheKey: 'farm-movements' });
}

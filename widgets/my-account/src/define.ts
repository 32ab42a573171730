import { defineElement } from '@farm/ui';
import { MyAccountRoot } from './my-account-root';

/** Registers <farm-my-account>: the selected business's transactions, grain sales, purchases and documents (spec 3 §2). */
export function define(): void {
  defineElement('farm-my-account', MyAccountRoot, { cacheKey: 'farm-my-account' });
}

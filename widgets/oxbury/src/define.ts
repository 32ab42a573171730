import { defineElement } from '@farm/ui';
import { OxburyRoot } from './oxbury-root';

/** Registers `<farm-oxbury>`: the finance partner page for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-oxbury', OxburyRoot, { cacheKey: 'farm-oxbury' });
}

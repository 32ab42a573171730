import { defineElement } from '@farm/ui';
import { ActivationRoot } from './activation-root';

/** Registers `<farm-activation>`: the activation form for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-activation', ActivationRoot, { cacheKey: 'farm-activation' });
}

import { defineElement } from '@farm/ui';
import { UpdateCentreRoot } from './update-centre-root';

/** Registers `<farm-update-centre>`: the release notes for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-update-centre', UpdateCentreRoot, { cacheKey: 'farm-update-centre' });
}

import { defineElement } from '@farm/ui';
import { FarmManagementRoot } from './farm-management-root';

/** Registers `<farm-farm-management>`: the farm management frame for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-farm-management', FarmManagementRoot, { cacheKey: 'farm-farm-management' });
}

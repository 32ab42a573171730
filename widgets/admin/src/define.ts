import { defineElement } from '@farm/ui';
import { AdminRoot } from './admin-root';

/** Registers <farm-account-users>: the users of the selected business and their tile access (spec 1 §2 'Admin users screen'). */
export function define(): void {
  defineElement('farm-account-users', AdminRoot, { cacheKey: 'farm-account-users' });
}

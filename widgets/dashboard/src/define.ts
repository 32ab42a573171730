import { defineElement } from '@farm/ui';
import { DashboardRoot } from './dashboard-root';

/** Registers `<farm-dashboard>`: the same dashboard for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-dashboard', DashboardRoot, { cacheKey: 'farm-dashboard' });
}

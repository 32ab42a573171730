import { createLifecycles } from '@farm/ui';
import { DashboardRoot } from './dashboard-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(DashboardRoot, 'farm-dashboard');

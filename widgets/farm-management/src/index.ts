import { createLifecycles } from '@farm/ui';
import { FarmManagementRoot } from './farm-management-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(FarmManagementRoot, 'farm-farm-management');

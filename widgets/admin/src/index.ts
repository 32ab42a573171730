import { createLifecycles } from '@farm/ui';
import { AdminRoot } from './admin-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(AdminRoot, 'farm-account-users');

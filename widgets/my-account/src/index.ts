import { createLifecycles } from '@farm/ui';
import { MyAccountRoot } from './my-account-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(MyAccountRoot, 'farm-my-account');

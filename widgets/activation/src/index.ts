import { createLifecycles } from '@farm/ui';
import { ActivationRoot } from './activation-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(ActivationRoot, 'farm-activation');

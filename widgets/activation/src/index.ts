import { createLifecycles } from '@farm/shared';
import { ActivationRoot } from './activation-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(ActivationRoot, 'farm-activation');

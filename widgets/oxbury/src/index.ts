import { createLifecycles } from '@farm/ui';
import { OxburyRoot } from './oxbury-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(OxburyRoot, 'farm-oxbury');

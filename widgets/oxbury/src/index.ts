import { createLifecycles } from '@farm/shared';
import { OxburyRoot } from './oxbury-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(OxburyRoot, 'farm-oxbury');

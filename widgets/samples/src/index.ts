import { createLifecycles } from '@farm/ui';
import { SamplesRoot } from './samples-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(SamplesRoot, 'farm-sample-compare');

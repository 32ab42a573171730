import { createLifecycles } from '@farm/ui';
import { MovementsRoot } from './movements-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(MovementsRoot, 'farm-movements');

import { createLifecycles } from '@farm/shared';
import { LegalRoot } from './legal-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(LegalRoot, 'farm-legal');

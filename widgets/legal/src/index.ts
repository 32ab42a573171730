import { createLifecycles } from '@farm/ui';
import { LegalRoot } from './legal-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(LegalRoot, 'farm-legal');

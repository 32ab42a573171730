import { createLifecycles } from '@farm/ui';
import { UpdateCentreRoot } from './update-centre-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(UpdateCentreRoot, 'farm-update-centre');

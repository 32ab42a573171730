import { createLifecycles } from '@farm/ui';
import { AlertsRoot } from './alerts-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(AlertsRoot, 'farm-price-alerts');

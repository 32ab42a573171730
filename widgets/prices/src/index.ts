import { createLifecycles } from '@farm/ui';
import { PortalMycPage } from './myc/portal-myc-page';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(PortalMycPage, 'farm-prices');

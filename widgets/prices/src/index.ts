import { createLifecycles } from '@farm/ui';
import { PricesRoot } from './prices-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(PricesRoot, 'farm-prices');

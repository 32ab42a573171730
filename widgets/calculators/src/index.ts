import { createLifecycles } from '@farm/ui';
import { CalculatorsRoot } from './calculators-root';

export { define } from './define';
export { catalogue } from './elements/catalogue';
export { CALCULATED_EVENT } from './hooks/use-calculated-event';
export type { CalculatedDetail } from './hooks/use-calculated-event';
export const { bootstrap, mount, unmount } = createLifecycles(CalculatorsRoot, 'farm-calculators');

import { EmptyState } from '@farm/ui';
import { createElement } from 'react';

/** The Movements tab's slot (spec 3 §2): the movements grid's element when it is on the page, else a notice. */
export function MovementsSlot() {
  if (customElements.get('farm-movements')) return createElement('farm-movements');
  return <EmptyState title="Movements are coming soon" />;
}

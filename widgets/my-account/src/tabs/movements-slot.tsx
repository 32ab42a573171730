import { loadElement } from '@farm/core';
import { EmptyState } from '@farm/ui';
import { createElement, useEffect, useState } from 'react';

const defined = () => customElements.get('farm-movements') !== undefined;

/**
 * The Movements tab's slot (spec 3 §2): the movements grid's element, whose widget (@farm/movements) loads when
 * the tab first shows; a notice while the portal is deployed without that widget.
 */
export function MovementsSlot() {
  const [ready, setReady] = useState(defined);
  useEffect(() => {
    let live = true;
    void loadElement('farm-movements').then(() => live && setReady(defined()));
    return () => {
      live = false;
    };
  }, []);
  if (ready) return createElement('farm-movements');
  return <EmptyState title="Movements are coming soon" />;
}

import { useEffect, useState } from 'react';

/**
 * A filter panel's draft (spec 3 §2): the boxes change a copy of the applied filters, which goes to the list only
 * on Apply. The draft follows the applied filters when they change from outside (a tab switch, a reset), and Reset
 * puts the defaults back in the boxes and applies them, even when they are applied already (a typed date not kept).
 */
export function useFilterDraft<Filters>(applied: Filters, defaults: Filters, same: (a: Filters, b: Filters) => boolean, onApply: (filters: Filters) => void) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  return {
    draft,
    set: (change: Partial<Filters>) => setDraft((current) => ({ ...current, ...change })),
    /** Whether Reset would change anything, in the boxes or in the list. */
    resettable: !(same(draft, defaults) && same(applied, defaults)),
    reset: () => {
      setDraft(defaults);
      onApply(defaults);
    },
    /** Whether the boxes differ from what the list shows. */
    changed: !same(draft, applied),
  };
}

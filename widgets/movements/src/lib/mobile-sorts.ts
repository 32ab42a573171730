import type { SortChoice } from '@farm/ui/lists';

/** Sort by on a phone offers exactly these (spec 3 §2). */
export const MOBILE_SORTS: readonly SortChoice[] = [
  { orderBy: 'date', orderDir: 'desc', label: 'Date (New to Old)' },
  { orderBy: 'date', orderDir: 'asc', label: 'Date (Old to New)' },
  { orderBy: 'product', orderDir: 'asc', label: 'Product (A-Z)' },
  { orderBy: 'product', orderDir: 'desc', label: 'Product (Z-A)' },
];

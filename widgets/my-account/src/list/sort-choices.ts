import type { SortChoice } from '@farm/ui/lists';
import type { ListColumn } from './list-columns';

/** A list's Sort by choices on a phone: each column the server sorts by, one way or the other. */
export const sortChoices = <R>(columns: ListColumn<R>[]): SortChoice[] =>
  columns
    .filter((column) => column.sort)
    .flatMap((column) => [
      { orderBy: column.sort!, orderDir: 'desc' as const, label: `${column.header} (descending)` },
      { orderBy: column.sort!, orderDir: 'asc' as const, label: `${column.header} (ascending)` },
    ]);

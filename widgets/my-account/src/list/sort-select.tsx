import { useId } from 'react';
import type { ListColumn } from './list-columns';
import type { ListSort } from './list-grid';

/**
 * Sort by on a phone, where a card has no column header to click: each sortable column one way or the other,
 * sorted on the server as the desktop grid is.
 */
export function SortSelect<R>({ columns, sort, onSort }: { columns: ListColumn<R>[]; sort: ListSort; onSort: (sort: ListSort) => void }) {
  const id = useId();
  const choices = columns
    .filter((column) => column.sort)
    .flatMap((column) => [
      { value: `${column.sort}:desc`, label: `${column.header} (descending)` },
      { value: `${column.sort}:asc`, label: `${column.header} (ascending)` },
    ]);
  return (
    <div className="search">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={`${sort.orderBy}:${sort.orderDir}`}
        onChange={(event) => {
          const [orderBy, orderDir] = event.target.value.split(':') as [string, ListSort['orderDir']];
          onSort({ orderBy, orderDir });
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

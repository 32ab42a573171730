import { useId } from 'react';
import type { ListSort } from './sort-header';

export interface SortChoice extends ListSort {
  label: string;
}

/**
 * Sort by on a phone, where a card has no column header to click: the list's sort choices, sorted on the server
 * as the desktop grid is.
 */
export function SortSelect({ choices, sort, onSort }: { choices: readonly SortChoice[]; sort: ListSort; onSort: (sort: ListSort) => void }) {
  const id = useId();
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
          <option key={`${choice.orderBy}:${choice.orderDir}`} value={`${choice.orderBy}:${choice.orderDir}`}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

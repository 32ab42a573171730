import styled from '@emotion/styled';
import { focusRing } from '@farm/ui';

export interface ListSort {
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  min-height: 32px;
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;
  text-align: inherit;
  ${focusRing()}
`;

const arrow = { asc: '▲', desc: '▼' } as const;

/** The aria-sort of a column header: how the list is sorted by it, if it is. */
export const ariaSort = (sortKey: string | undefined, sort: ListSort) =>
  sortKey !== undefined && sortKey === sort.orderBy ? (sort.orderDir === 'asc' ? 'ascending' : 'descending') : undefined;

export interface SortHeaderProps {
  label: string;
  /** The orderBy the server sorts this column by; none, a plain header. */
  sortKey?: string;
  sort: ListSort;
  /** A header was clicked: sort by its column (the same column again turns the order round). */
  onSort: (sort: ListSort) => void;
}

/** A column header of a list sorted on the server: a sort button with the order it is in. */
export function SortHeader({ label, sortKey, sort, onSort }: SortHeaderProps) {
  if (!sortKey) return <>{label}</>;
  const sorted = sort.orderBy === sortKey;
  const next: ListSort = { orderBy: sortKey, orderDir: sorted && sort.orderDir === 'asc' ? 'desc' : 'asc' };
  return (
    <SortButton type="button" onClick={() => onSort(next)}>
      {label}
      {sorted && <span aria-hidden="true">{arrow[sort.orderDir]}</span>}
    </SortButton>
  );
}

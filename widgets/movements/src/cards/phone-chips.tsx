import styled from '@emotion/styled';
import { SortSelect, type ListSort } from '@farm/ui/lists';
import { useState } from 'react';
import { FilterDialog } from '../filters/filter-dialog';
import { MOBILE_SORTS } from '../lib/mobile-sorts';
import { headerFilterQuery, type HeaderFilters } from '../lib/movement-filters';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  .search {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .chip,
  .search select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 999px;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  .search select {
    width: auto;
  }
  .chip[data-active] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
  }
  .chip:focus-visible,
  .search select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PhoneChipsProps {
  filters: HeaderFilters;
  onFilters: (filters: HeaderFilters) => void;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}

/** A phone's Filter by and Sort by chips (spec 3 §2): the grid's header filters in a popup, and four sorts. */
export function PhoneChips({ filters, onFilters, sort, onSort }: PhoneChipsProps) {
  const [open, setOpen] = useState(false);
  const active = Object.keys(headerFilterQuery(filters)).length;
  return (
    <Chips>
      <button type="button" className="chip" data-active={active > 0 || undefined} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filter by{active > 0 ? ` (${active})` : ''}
      </button>
      <SortSelect choices={MOBILE_SORTS} sort={sort} onSort={onSort} />
      <FilterDialog
        open={open}
        applied={filters}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          onFilters(next);
          setOpen(false);
        }}
      />
    </Chips>
  );
}

import styled from '@emotion/styled';
import { myAccountMessages, type MovementRow } from '@farm/area-my-account';
import { controlBoxes, VisuallyHidden } from '@farm/ui';
import { ariaSort, SortHeader, type ListSort } from '@farm/ui/lists';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { FilterInput } from '../filters/digits-input';
import { HEADER_FILTERS, type HeaderFilterKey, type HeaderFilters } from '../lib/movement-filters';
import { cellOf, MOVEMENT_COLUMNS } from './movement-columns';
import { MovementGridRow } from './movement-grid-row';
import { useColumnFit } from './use-column-fit';

export interface MovementGridProps {
  reference: string;
  rows: MovementRow[];
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  filters: HeaderFilters;
  onFilter: (key: HeaderFilterKey, text: string) => void;
}

/** Every collapsed row's height (its cells' minimum and the border), so rows line up before and after measuring. */
const ROW_HEIGHT = 49;

const Scroller = styled.div`
  /* Spec 3 §2: the grid is 720 px high; its own scroll keeps the header in view and the page still. */
  height: 720px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Child combinators only: the analysis table inside an expanded row keeps its own layout. */
  > table {
    display: grid;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > table > thead {
    display: grid;
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  }
  > table > tbody {
    display: grid;
    position: relative;
  }
  /* The expand control's track, then each shown column's (--movement-tracks, set as the grid's width allows):
     header, filters and rows share them, so they line up. */
  > table > * > tr {
    display: grid;
    grid-template-columns: var(--movement-tracks);
    width: 100%;
  }
  > table > tbody > tr {
    position: absolute;
    left: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > table > * > tr > th,
  > table > * > tr > td {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    min-width: 0;
    min-height: ${ROW_HEIGHT - 1}px;
    /* Each track's minimum holds its usual value on one line, so rows keep the height the virtualiser expects;
       where the grid is narrower than all of them (a tablet), columns fold into the expanded row instead. */
    padding: ${({ theme }) => theme.space(2)} 4px;
    text-align: left;
    overflow-wrap: anywhere;
  }
  /* The expand control's cell: its button and no more. */
  > table > * > tr > :first-child {
    justify-content: center;
    padding: ${({ theme }) => theme.space(2)} 2px;
  }
  /* Headers break between words only ('Weighbridge' stays whole), a sort arrow going under its label if need be. */
  > table > thead > tr > th {
    overflow-wrap: normal;
  }
  > table > thead > tr > th > button {
    flex-wrap: wrap;
  }
  > table > * > tr > [data-numeric] {
    justify-content: flex-end;
    text-align: right;
    white-space: nowrap;
  }
  > table > tbody > tr > td > span,
  > table > tbody > tr > td > button {
    white-space: nowrap;
  }
  > table > thead > tr.filters > td {
    padding-top: 0;
    flex-direction: column;
    align-items: stretch;
  }
  .filters input {
    width: 100%;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  .filters input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  > table > tbody > tr > td.detail {
    grid-column: 1 / -1;
    display: block;
    padding: 0;
  }
  .folded-facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
    background: ${({ theme }) => theme.colors.background};
  }
  .folded-facts > div {
    min-width: 0;
  }
  .folded-facts dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  .folded-facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .folded-facts:last-child {
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  > table > tbody > tr > td.empty {
    grid-column: 1 / -1;
    justify-content: center;
    padding: ${({ theme }) => theme.space(8)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The header filters of columns folded into the expanded row, above the grid: a filter never applies unseen. */
const FoldedFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-weight: 600;
  }
  ${controlBoxes}
  input {
    width: 10rem;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const features = tableFeatures({});
const COLUMN_BY_ID = new Map(MOVEMENT_COLUMNS.map((column) => [column.id, column]));

/**
 * The movements grid on a desktop (spec 3 §2, issue 14): sortable headers with the header filters under them,
 * and the page's rows virtualised, so 'All' (99999) of a big account keeps only the rows in view in the DOM.
 * A moved row expands to its analysis; the taller row is measured, so the rows below move down. It never scrolls
 * sideways: where it is too narrow for every column (a tablet, or 1280 px beside the side menu at most), the
 * columns that do not fit show in the expanded row, and their filters above the grid.
 */
export function MovementGrid({ reference, rows, sort, onSort, filters, onFilter }: MovementGridProps) {
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, MovementRow>();
    return helper.columns(
      MOVEMENT_COLUMNS.map((column) => helper.display({ id: column.id, header: column.header, cell: ({ row }) => cellOf(column, row.original) })),
    );
  }, []);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
  const tableRows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const fit = useColumnFit(scroller);
  const shownIds = useMemo(() => new Set(fit.shown.map((column) => column.id)), [fit]);
  const foldedFilters = HEADER_FILTERS.filter((filter) => fit.folded.some((column) => column.id === filter.column));
  const filtersId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]!.id,
    overscan: 10,
  });
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const filterBox = (filter: (typeof HEADER_FILTERS)[number], id?: string) => (
    <FilterInput
      id={id}
      aria-label={`Filter ${filter.label}`}
      placeholder="Filter"
      digits={filter.digits}
      value={filters[filter.key]}
      onChange={(text) => onFilter(filter.key, text)}
    />
  );

  return (
    <>
      {foldedFilters.length > 0 && (
        <FoldedFilters role="group" aria-label="More filters">
          {foldedFilters.map((filter) => (
            <div key={filter.key}>
              <label htmlFor={`${filtersId}-${filter.key}`}>{filter.label}</label>
              {filterBox(filter, `${filtersId}-${filter.key}`)}
            </div>
          ))}
        </FoldedFilters>
      )}
      <Scroller ref={scroller} tabIndex={0} role="region" aria-label="Movements grid" style={{ '--movement-tracks': fit.tracks } as CSSProperties}>
        <table role="table" aria-label="Movements" aria-rowcount={tableRows.length + 2}>
          <thead role="rowgroup">
            <tr role="row" aria-rowindex={1}>
              <th role="columnheader" scope="col">
                <VisuallyHidden>Analysis</VisuallyHidden>
              </th>
              {table
                .getHeaderGroups()[0]!
                .headers.filter((header) => shownIds.has(header.column.id))
                .map((header) => {
                  const column = COLUMN_BY_ID.get(header.column.id)!;
                  return (
                    <th
                      key={header.id}
                      role="columnheader"
                      scope="col"
                      data-numeric={column.numeric || undefined}
                      aria-sort={ariaSort(column.sort || undefined, sort)}
                    >
                      <SortHeader label={column.header} sortKey={column.sort || undefined} sort={sort} onSort={onSort} />
                    </th>
                  );
                })}
            </tr>
            <tr role="row" aria-rowindex={2} className="filters">
              <td role="cell" />
              {fit.shown.map((column) => {
                const filter = HEADER_FILTERS.find((candidate) => candidate.column === column.id);
                return (
                  <td key={column.id} role="cell">
                    {filter && filterBox(filter)}
                  </td>
                );
              })}
            </tr>
          </thead>
          {tableRows.length === 0 ? (
            <tbody role="rowgroup">
              <tr role="row" style={{ position: 'static' }}>
                <td role="cell" className="empty">
                  {myAccountMessages.noRecordsGrid}
                </td>
              </tr>
            </tbody>
          ) : (
            <tbody role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = tableRows[item.index]!;
                return (
                  <MovementGridRow
                    key={row.id}
                    reference={reference}
                    row={row}
                    index={item.index}
                    start={item.start}
                    open={expanded.has(row.id)}
                    onToggle={toggle}
                    measure={virtualizer.measureElement}
                    Render={table.FlexRender}
                    shown={shownIds}
                    folded={fit.folded}
                  />
                );
              })}
            </tbody>
          )}
        </table>
      </Scroller>
    </>
  );
}

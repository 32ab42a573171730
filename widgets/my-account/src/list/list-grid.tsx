import styled from '@emotion/styled';
import { myAccountMessages } from '@farm/area-my-account';
import { FramedTableBox } from '@farm/ui';
import { ariaSort, SortHeader, type ListSort } from '@farm/ui/lists';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ListDefinition } from './list-columns';

export interface ListGridProps<R extends RowData> {
  label: string;
  definition: ListDefinition<R>;
  rows: R[];
  sort: ListSort;
  /** A header was clicked: sort by its column (the same column again turns the order round). */
  onSort: (sort: ListSort) => void;
}

const features = tableFeatures({});

const Box = styled(FramedTableBox)`
  /* Ten columns fit a desktop's width with narrower gaps between them. */
  th,
  td {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  /* References stay whole: a column of them breaking mid-number reads as two references. */
  td > button {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  /* Amounts stay on one line; text (products, periods) wraps when the columns would not fit the width. */
  td[data-numeric] {
    white-space: nowrap;
  }
  tbody tr:last-of-type > td {
    border-bottom: none;
  }
`;

const Empty = styled.td`
  padding: ${({ theme }) => theme.space(8)} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A list on a desktop or tablet (spec 3 §2 'Contract lists'): one page of rows, sorted on the server. */
export function ListGrid<R extends RowData>({ label, definition, rows, sort, onSort }: ListGridProps<R>) {
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, R>();
    return helper.columns(
      definition.columns.map((column) => helper.display({ id: column.id, header: column.header, cell: ({ row }) => column.cell(row.original) })),
    );
  }, [definition]);
  const table = useTable({ features, columns, data: rows, getRowId: definition.rowId });
  const byId = new Map(definition.columns.map((column) => [column.id, column]));
  return (
    <Box>
      <table aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                return (
                  <th key={header.id} scope="col" data-numeric={column.numeric || undefined} aria-sort={ariaSort(column.sort, sort)}>
                    <SortHeader label={column.header} sortKey={column.sort} sort={sort} onSort={onSort} />
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={definition.columns.length}>{myAccountMessages.noRecordsGrid}</Empty>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-numeric={byId.get(cell.column.id)?.numeric || undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Box>
  );
}

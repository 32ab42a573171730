import styled from '@emotion/styled';
import { Button, TableBox } from '@farm/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { emptyTabFilter, passes, type FilterableRow, type TabFilter } from './tab-filter';
import { TabFilterBar } from './tab-filter-bar';

export interface DetailColumn<R> {
  header: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

export interface DetailTableProps<R> {
  label: string;
  rows: R[];
  rowKey: (row: R) => string;
  columns: DetailColumn<R>[];
  filterable: (row: R) => FilterableRow;
  statuses?: readonly string[];
  /** What the tab says when no row passes its filter (spec 3 §8). */
  emptyText: string;
  /** A row's expanded panel (its documents' PDF buttons, a sample's results). */
  details: (row: R) => ReactNode;
}

const Box = styled(TableBox)`
  td[data-details] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/** A tab of the contract dialog: its filters, then its rows, each expanding to its details. */
export function DetailTable<R>({ label, rows, rowKey, columns, filterable, statuses, emptyText, details }: DetailTableProps<R>) {
  const [filter, setFilter] = useState<TabFilter>(emptyTabFilter);
  const [expanded, setExpanded] = useState<string | null>(null);
  const today = new Date();
  const shown = rows.filter((row) => passes(filterable(row), filter, today));
  return (
    <div>
      <TabFilterBar tabLabel={label} filter={filter} onChange={setFilter} statuses={statuses} />
      {shown.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Box>
          <table aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" data-numeric={column.numeric || undefined}>
                    {column.header}
                  </th>
                ))}
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const key = rowKey(row);
                const open = expanded === key;
                return (
                  <Fragment key={key}>
                    <tr>
                      {columns.map((column) => (
                        <td key={column.header} data-numeric={column.numeric || undefined}>
                          {column.cell(row)}
                        </td>
                      ))}
                      <td>
                        <Button
                          type="button"
                          variant="ghost"
                          aria-expanded={open}
                          aria-label={`${open ? 'Hide' : 'Show'} details of ${key}`}
                          onClick={() => setExpanded(open ? null : key)}
                        >
                          {open ? 'Hide' : 'Show'}
                        </Button>
                      </td>
                    </tr>
                    {open && (
                      <tr>
                        <td data-details colSpan={columns.length + 1}>
                          {details(row)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </Box>
      )}
    </div>
  );
}

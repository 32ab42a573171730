import styled from '@emotion/styled';
import type { SampleRow } from '@farm/area-my-account';
import { Button, FramedTableBox } from '@farm/ui';
import { ariaSort, day, SortHeader, type ListSort } from '@farm/ui/lists';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, Fragment, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatResult, resultFor, resultHeading, type ResultColumn } from '../lib/result-format';
import { CompareCheckbox, KeyResults, SampleLink } from './sample-cells';

/** The fixed columns (spec 3 §2), each sorted on the server by the orderBy of its key. */
type FixedKey = 'dateTaken' | 'reference' | 'contractReference' | 'commodity' | 'variety' | 'locality';
const FIXED_COLUMNS: readonly { key: FixedKey; header: string }[] = [
  { key: 'dateTaken', header: 'Date taken' },
  { key: 'reference', header: 'Sample' },
  { key: 'contractReference', header: 'Contract' },
  { key: 'commodity', header: 'Commodity' },
  { key: 'variety', header: 'Variety' },
  { key: 'locality', header: 'Locality' },
];

/** A row's 'Select to compare' box: whether it is ticked, and whether it may be (the limit of 10 reached). */
export interface SampleTableSelection {
  isSelected: (sampleId: string) => boolean;
  isDisabled: (sampleId: string) => boolean;
  onToggle: (sample: SampleRow) => void;
}

export interface SampleTableProps {
  /** The table's accessible name. */
  label: string;
  rows: readonly SampleRow[];
  /**
   * One column per analysis (the rows are of one commodity: resultColumns of the rows); none, a 'Key results'
   * cell with up to 7 of each sample's results.
   */
  resultColumns?: readonly ResultColumn[];
  /** Sorted on the server by the fixed columns' headers; none, plain headers. */
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  /** A 'Select to compare' box on each row. */
  selection?: SampleTableSelection;
  /** A sample reference opens the sample (the grain sampling page's detail dialog); none, plain text. */
  onOpen?: (sample: SampleRow) => void;
  /** A 'Details' button on each row that opens this panel under it (the parcel wizard's step 2). */
  renderDetail?: (sample: SampleRow) => ReactNode;
}

const Box = styled(FramedTableBox)`
  th,
  td {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  /* Headers break between words only; dates, references and results stay on one line. */
  thead th {
    overflow-wrap: normal;
    vertical-align: bottom;
  }
  td[data-nowrap] {
    white-space: nowrap;
  }
  td.select {
    width: 1%;
  }
  /* The box's words beside it on two short lines, so the column stays narrow beside the analyses. */
  td.select label span {
    width: 4.25rem;
    line-height: 1.2;
  }
  tr[data-selected] > td {
    background: #eef5ef;
  }
  td.detail {
    padding: 0;
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-of-type > td {
    border-bottom: none;
  }
`;

/** One column of the table: its header, how the server sorts it (if it does), and its cell. */
interface SampleColumn {
  id: string;
  header: string;
  sortKey?: string;
  numeric?: boolean;
  /** Dates, references and results stay on one line. */
  nowrap?: boolean;
  className?: string;
  analysis?: string;
  cell: (row: SampleRow) => ReactNode;
}

function columnsOf(
  { resultColumns, selection, onOpen, renderDetail }: SampleTableProps,
  expanded: ReadonlySet<string>,
  toggleDetail: (sampleId: string) => void,
): SampleColumn[] {
  const columns: SampleColumn[] = [];
  if (selection) {
    columns.push({
      id: 'select',
      header: 'Compare',
      className: 'select',
      cell: (row) => {
        const selected = selection.isSelected(row.sampleId);
        return (
          <CompareCheckbox
            reference={row.reference}
            checked={selected}
            disabled={!selected && selection.isDisabled(row.sampleId)}
            onToggle={() => selection.onToggle(row)}
          />
        );
      },
    });
  }
  const fixedCell: Record<FixedKey, (row: SampleRow) => ReactNode> = {
    dateTaken: (row) => day(row.dateTaken),
    reference: (row) => (onOpen ? <SampleLink reference={row.reference} onOpen={() => onOpen(row)} /> : row.reference),
    contractReference: (row) => row.contractReference ?? '',
    commodity: (row) => row.commodity,
    variety: (row) => row.variety ?? '',
    locality: (row) => row.locality ?? '',
  };
  for (const { key, header } of FIXED_COLUMNS) {
    columns.push({ id: key, header, sortKey: key, nowrap: key === 'dateTaken' || key === 'reference' || key === 'contractReference', cell: fixedCell[key] });
  }
  if (resultColumns) {
    for (const column of resultColumns) {
      columns.push({
        id: `result-${column.reference}`,
        header: resultHeading(column),
        numeric: true,
        nowrap: true,
        analysis: column.reference,
        // The heading carries the unit; the cells are the figures alone.
        cell: (row) => formatResult(resultFor(row.results, column.reference)?.result, ''),
      });
    }
  } else {
    columns.push({ id: 'keyResults', header: 'Key results', cell: (row) => <KeyResults results={row.results} /> });
  }
  if (renderDetail) {
    columns.push({
      id: 'details',
      header: 'Details',
      cell: (row) => {
        const open = expanded.has(row.sampleId);
        return (
          <Button
            type="button"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailIdOf(row.sampleId)}
            aria-label={`${open ? 'Hide' : 'Show'} details of ${row.reference}`}
            onClick={() => toggleDetail(row.sampleId)}
          >
            {open ? 'Hide details' : 'Show details'}
          </Button>
        );
      },
    });
  }
  return columns;
}

const detailIdOf = (sampleId: string) => `sample-detail-${sampleId}`;
const features = tableFeatures({});

/** The columns as this render draws them: their cells close over the current selection, expanded rows and handlers. */
const ColumnsNow = createContext<ReadonlyMap<string, SampleColumn>>(new Map());

/**
 * A cell, by its column's id. The table's column definitions stay the same objects while the columns do, so a
 * cell is never remounted when the selection changes (a ticked box keeps the focus); what it draws comes from
 * the current columns.
 */
function SampleCell({ columnId, sample }: { columnId: string; sample: SampleRow }) {
  return <>{useContext(ColumnsNow).get(columnId)?.cell(sample)}</>;
}

/**
 * A page of grain samples as a table (spec 3 §2): date taken, sample, contract, commodity, variety and locality,
 * then a column per analysis for one commodity or the key results of each. Optionally a 'Select to compare' box
 * per row, references that open the sample, and a detail panel per row. The grain sampling page and the parcel
 * wizard's step 2 both draw it.
 */
export function SampleTable(props: SampleTableProps) {
  const { label, rows, sort, onSort, selection, renderDetail } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleDetail = (sampleId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(sampleId)) next.add(sampleId);
      return next;
    });
  const definitions = columnsOf(props, expanded, toggleDetail);
  const byId = new Map(definitions.map((column) => [column.id, column]));
  const columnIds = definitions.map((column) => column.id).join(' ');
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, SampleRow>();
    return helper.columns(columnIds.split(' ').map((id) => helper.display({ id, cell: ({ row }) => <SampleCell columnId={id} sample={row.original} /> })));
  }, [columnIds]);
  const table = useTable({ features, columns, data: rows as SampleRow[], getRowId: (row) => row.sampleId });
  return (
    <ColumnsNow.Provider value={byId}>
      <Box tabIndex={0} role="region" aria-label={label}>
        <table aria-label={label}>
          <thead>
            <tr>
              {definitions.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-numeric={column.numeric || undefined}
                  data-analysis={column.analysis}
                  aria-sort={sort && column.sortKey ? ariaSort(column.sortKey, sort) : undefined}
                >
                  {sort && onSort && column.sortKey ? <SortHeader label={column.header} sortKey={column.sortKey} sort={sort} onSort={onSort} /> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr data-sample={row.original.reference} data-selected={selection?.isSelected(row.id) || undefined}>
                  {row.getAllCells().map((cell) => {
                    const column = byId.get(cell.column.id)!;
                    return (
                      <td
                        key={cell.id}
                        className={column.className}
                        data-numeric={column.numeric || undefined}
                        data-nowrap={column.nowrap || undefined}
                        data-analysis={column.analysis}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
                {renderDetail && expanded.has(row.id) && (
                  <tr>
                    <td id={detailIdOf(row.id)} className="detail" colSpan={definitions.length}>
                      {renderDetail(row.original)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </Box>
    </ColumnsNow.Provider>
  );
}

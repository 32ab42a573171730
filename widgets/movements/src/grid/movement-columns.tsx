import type { MovementRow } from '@farm/core';
import { day, DocumentLink, mt } from '@farm/ui/lists';
import type { ReactNode } from 'react';

/** One movement column (spec 3 §2): its label, the orderBy the server sorts it by, its width, and its cell. */
export interface MovementColumn {
  id: string;
  header: string;
  sort: string;
  /** The grid's track: every row lines up under the sticky header. */
  width: string;
  numeric?: boolean;
  /** Planned loads have no analysis, invoices, claims or weighbridge (§2): their cells stay empty. */
  movedOnly?: boolean;
  cell: (row: MovementRow) => ReactNode;
}

const documents = (refs: MovementRow['invoices']) =>
  refs.map((ref, index) => (
    <span key={ref.reference}>
      {index > 0 && ', '}
      <DocumentLink reference={ref.reference} documentNo={ref.documentNo} />
    </span>
  ));

export const MOVEMENT_COLUMNS: readonly MovementColumn[] = [
  { id: 'date', header: 'Date', sort: 'date', width: 'minmax(88px, 0.9fr)', cell: (row) => day(row.date) },
  {
    id: 'contract',
    header: 'Contract',
    sort: 'contract',
    width: 'minmax(76px, 0.9fr)',
    cell: (row) => (row.contract ? <DocumentLink reference={row.contract.reference} documentNo={row.contract.documentNo} /> : ''),
  },
  { id: 'reference', header: 'Movement', sort: 'reference', width: 'minmax(88px, 0.9fr)', cell: (row) => row.reference },
  { id: 'product', header: 'Product', sort: 'product', width: 'minmax(112px, 1.1fr)', cell: (row) => row.product },
  { id: 'quantity', header: 'Quantity (mt)', sort: 'quantity', width: 'minmax(76px, 0.8fr)', numeric: true, cell: (row) => mt(row.quantity) },
  { id: 'booking', header: 'Reference', sort: 'booking', width: 'minmax(92px, 0.9fr)', cell: (row) => row.booking ?? '' },
  { id: 'invoices', header: 'Invoices', sort: '', width: 'minmax(104px, 1fr)', movedOnly: true, cell: (row) => documents(row.invoices) },
  { id: 'claims', header: 'Claims', sort: '', width: 'minmax(100px, 0.9fr)', movedOnly: true, cell: (row) => documents(row.claims) },
  { id: 'weighbridge', header: 'Weighbridge', sort: 'weighbridge', width: 'minmax(104px, 0.9fr)', movedOnly: true, cell: (row) => row.weighbridge ?? '' },
  { id: 'vehicle', header: 'Vehicle reg', sort: 'vehicle', width: 'minmax(88px, 0.9fr)', cell: (row) => row.vehicle ?? '' },
  { id: 'haulier', header: 'Haulier', sort: 'haulier', width: 'minmax(176px, 1.4fr)', cell: (row) => row.haulier ?? '' },
];

/** A cell as a row shows it: empty for a planned load's moved-only columns. */
export const cellOf = (column: MovementColumn, row: MovementRow): ReactNode => (column.movedOnly && !row.complete ? '' : column.cell(row));

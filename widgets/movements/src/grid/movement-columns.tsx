import type { MovementRow } from '@farm/area-my-account';
import { day, DocumentLink, mt } from '@farm/ui/lists';
import type { ReactNode } from 'react';

/** One movement column (spec 3 §2): its label, the orderBy the server sorts it by, its width, and its cell. */
export interface MovementColumn {
  id: string;
  header: string;
  sort: string;
  /**
   * Its track in the grid, every row lined up under the sticky header: at least `min` px (its usual value on one
   * line with the cell's padding), and a `grow` share of the room left.
   */
  min: number;
  grow: number;
  /**
   * Where the grid is too narrow for every column (a tablet, spec 3 §1: 768 to 1239 px), the columns with a `fold`
   * go into the expanded row, lowest first, until the rest fit; the others always show.
   */
  fold?: number;
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

// Sized for the grid to show every column at 1280 px beside the side menu (989 px inside its border): the minima
// add up to 980 px with the expand control, each its usual value on one line with 4 px either side (a long haulier
// takes two). Narrower (a tablet; or 1280 px with a classic scrollbar), a planned load's moved-only columns fold
// first, as moved loads expand anyway; then the booking reference, vehicle and haulier.
export const MOVEMENT_COLUMNS: readonly MovementColumn[] = [
  { id: 'date', header: 'Date', sort: 'date', min: 80, grow: 0.8, cell: (row) => day(row.date) },
  {
    id: 'contract',
    header: 'Contract',
    sort: 'contract',
    min: 70,
    grow: 0.8,
    cell: (row) => (row.contract ? <DocumentLink reference={row.contract.reference} documentNo={row.contract.documentNo} /> : ''),
  },
  { id: 'reference', header: 'Movement', sort: 'reference', min: 80, grow: 0.8, cell: (row) => row.reference },
  { id: 'product', header: 'Product', sort: 'product', min: 94, grow: 1, cell: (row) => row.product },
  { id: 'quantity', header: 'Quantity (mt)', sort: 'quantity', min: 64, grow: 0.6, numeric: true, cell: (row) => mt(row.quantity) },
  { id: 'booking', header: 'Reference', sort: 'booking', min: 82, grow: 0.8, fold: 4, cell: (row) => row.booking ?? '' },
  { id: 'invoices', header: 'Invoices', sort: '', min: 98, grow: 1, fold: 2, movedOnly: true, cell: (row) => documents(row.invoices) },
  { id: 'claims', header: 'Claims', sort: '', min: 98, grow: 1, fold: 1, movedOnly: true, cell: (row) => documents(row.claims) },
  { id: 'weighbridge', header: 'Weighbridge', sort: 'weighbridge', min: 94, grow: 0.8, fold: 3, movedOnly: true, cell: (row) => row.weighbridge ?? '' },
  { id: 'vehicle', header: 'Vehicle reg', sort: 'vehicle', min: 80, grow: 0.8, fold: 5, cell: (row) => row.vehicle ?? '' },
  { id: 'haulier', header: 'Haulier', sort: 'haulier', min: 104, grow: 1.4, fold: 6, cell: (row) => row.haulier ?? '' },
];

/** The expand control's track: its 32 px button and 2 px either side. */
const EXPAND_TRACK = 36;

export interface ColumnFit {
  /** The columns the grid shows, in their order, and its grid-template-columns. */
  shown: readonly MovementColumn[];
  tracks: string;
  /** The columns that went into the expanded row, in their order. */
  folded: readonly MovementColumn[];
}

const FOLDING = MOVEMENT_COLUMNS.filter((column) => column.fold !== undefined).sort((a, b) => a.fold! - b.fold!);
/** One fit per number of columns folded, made once: the same object while the same columns show. */
const FITS = FOLDING.map((_, index) => index)
  .concat(FOLDING.length)
  .map((count): ColumnFit => {
    const folded = new Set(FOLDING.slice(0, count));
    const shown = MOVEMENT_COLUMNS.filter((column) => !folded.has(column));
    const tracks = [`${EXPAND_TRACK}px`, ...shown.map((column) => `minmax(${column.min}px, ${column.grow}fr)`)].join(' ');
    return { shown, tracks, folded: MOVEMENT_COLUMNS.filter((column) => folded.has(column)) };
  });
const neededWidth = (fit: ColumnFit) => EXPAND_TRACK + fit.shown.reduce((sum, column) => sum + column.min, 0);

/**
 * Which columns a grid `width` px wide shows without scrolling sideways, and which it folds into the expanded row:
 * the fewest folded that fit, or all that may fold when even that is too wide.
 */
export const fitColumns = (width: number): ColumnFit => FITS.find((fit) => neededWidth(fit) <= width) ?? FITS.at(-1)!;

/** A cell as a row shows it: empty for a planned load's moved-only columns. */
export const cellOf = (column: MovementColumn, row: MovementRow): ReactNode => (column.movedOnly && !row.complete ? '' : column.cell(row));

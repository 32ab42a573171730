import type { MovementRow } from '@farm/core';
import type { Cell, Row, TableFeatures } from '@tanstack/react-table';
import { memo, type ComponentType } from 'react';
import { MovementDetailPanel } from '../detail/movement-detail-panel';
import { ExpandButton } from './expand-button';
import { MOVEMENT_COLUMNS } from './movement-columns';

const NUMERIC = new Set(MOVEMENT_COLUMNS.filter((column) => column.numeric).map((column) => column.id));

export interface MovementGridRowProps<F extends TableFeatures> {
  reference: string;
  row: Row<F, MovementRow>;
  index: number;
  /** Its offset in the virtualised body: set once, so a row already drawn is not drawn again while the grid scrolls. */
  start: number;
  open: boolean;
  onToggle: (id: string) => void;
  measure: (element: HTMLTableRowElement | null) => void;
  Render: ComponentType<{ cell: Cell<F, MovementRow, unknown> }>;
}

/**
 * One row of the movements grid, drawn again only when its own props change: a scroll step then draws the two or
 * three rows coming into view, not every row in view (React compares these props, which stay the same objects).
 */
function MovementGridRowOf<F extends TableFeatures>({ reference, row, index, start, open, onToggle, measure, Render }: MovementGridRowProps<F>) {
  const movement = row.original;
  return (
    <tr role="row" data-index={index} aria-rowindex={index + 3} ref={measure} style={{ transform: `translateY(${start}px)` }}>
      <td role="cell">{movement.complete && <ExpandButton movementReference={movement.reference} open={open} onToggle={() => onToggle(row.id)} />}</td>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} role="cell" data-numeric={NUMERIC.has(cell.column.id) || undefined}>
          <Render cell={cell} />
        </td>
      ))}
      {open && (
        <td role="cell" className="detail">
          <MovementDetailPanel reference={reference} movementId={row.id} movementReference={movement.reference} />
        </td>
      )}
    </tr>
  );
}

export const MovementGridRow = memo(MovementGridRowOf) as typeof MovementGridRowOf;

import { ExpandToggle } from '@farm/ui';
import type { MovementRow } from '@farm/area-my-account';
import type { Cell, Row, TableFeatures } from '@tanstack/react-table';
import { memo, type ComponentType, type ReactNode } from 'react';
import { MovementDetailPanel } from '../detail/movement-detail-panel';
import { cellOf, MOVEMENT_COLUMNS, type MovementColumn } from './movement-columns';

/**
 * What the row's toggle opens: a moved load's analysis (spec 3 §2), with the columns folded into it on a narrow
 * grid; a planned load has no analysis, so it has a toggle only where columns were folded ('Details of …').
 */
const expandLabel = (movementReference: string, moved: boolean, folded: boolean) =>
  `${folded ? (moved ? 'Details and analysis' : 'Details') : 'Analysis'} of ${movementReference}`;

/** A folded column's value in the expanded row; a dash where it has none (no invoice yet, no claim). */
function factOf(column: MovementColumn, movement: MovementRow): ReactNode {
  const value = cellOf(column, movement);
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? '—' : value;
}

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
  /** The ids of the columns the grid shows, and those folded into the expanded row (none on a desktop). */
  shown: ReadonlySet<string>;
  folded: readonly MovementColumn[];
}

/**
 * One row of the movements grid, drawn again only when its own props change: a scroll step then draws the two or
 * three rows coming into view, not every row in view (React compares these props, which stay the same objects).
 * A moved load expands to the columns folded away (if any) and its analysis; a planned load has no analysis
 * (spec 3 §2), so it expands only where columns it has values in are folded away, to those alone.
 */
function MovementGridRowOf<F extends TableFeatures>({ reference, row, index, start, open, onToggle, measure, Render, shown, folded }: MovementGridRowProps<F>) {
  const movement = row.original;
  const facts = folded.filter((column) => movement.complete || !column.movedOnly);
  const expandable = movement.complete || facts.length > 0;
  return (
    <tr role="row" data-index={index} aria-rowindex={index + 3} ref={measure} style={{ transform: `translateY(${start}px)` }}>
      <td role="cell">
        {expandable && (
          <ExpandToggle compact label={expandLabel(movement.reference, movement.complete, facts.length > 0)} open={open} onToggle={() => onToggle(row.id)} />
        )}
      </td>
      {row
        .getAllCells()
        .filter((cell) => shown.has(cell.column.id))
        .map((cell) => (
          <td key={cell.id} role="cell" data-numeric={NUMERIC.has(cell.column.id) || undefined}>
            <Render cell={cell} />
          </td>
        ))}
      {open && expandable && (
        <td role="cell" className="detail">
          {facts.length > 0 && (
            <dl className="folded-facts" aria-label={`More about ${movement.reference}`}>
              {facts.map((column) => (
                <div key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{factOf(column, movement)}</dd>
                </div>
              ))}
            </dl>
          )}
          {movement.complete && <MovementDetailPanel reference={reference} movementId={row.id} movementReference={movement.reference} />}
        </td>
      )}
    </tr>
  );
}

export const MovementGridRow = memo(MovementGridRowOf) as typeof MovementGridRowOf;

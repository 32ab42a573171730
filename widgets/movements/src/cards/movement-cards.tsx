import { myAccountMessages, type MovementRow } from '@farm/area-my-account';
import { Button, EmptyState, FactCard } from '@farm/ui';
import { CardList, LoadMoreFooter } from '@farm/ui/lists';
import { Fragment, useState } from 'react';
import { MovementDetailPanel } from '../detail/movement-detail-panel';
import { cellOf, MOVEMENT_COLUMNS } from '../grid/movement-columns';

export interface MovementCardsProps {
  reference: string;
  rows: MovementRow[];
  totalItems: number;
  loading: boolean;
  onLoadMore: () => void;
}

/** Date and movement head a card; the rest are its facts (a planned load's moved-only ones left out). */
const FACTS = MOVEMENT_COLUMNS.filter((column) => column.id !== 'date' && column.id !== 'reference');

function MovementCard({ reference, row }: { reference: string; row: MovementRow }) {
  const [open, setOpen] = useState(false);
  const detailId = `analysis-${row.id}`;
  return (
    <FactCard>
      <h3>
        {cellOf(MOVEMENT_COLUMNS[0]!, row)} · {row.reference} · {row.complete ? 'Moved' : 'Planned'}
      </h3>
      <dl>
        {FACTS.filter((column) => row.complete || !column.movedOnly).map((column) => (
          <Fragment key={column.id}>
            <dt>{column.header}</dt>
            <dd>{cellOf(column, row)}</dd>
          </Fragment>
        ))}
      </dl>
      {row.complete && (
        <>
          <Button type="button" variant="secondary" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen(!open)}>
            {open ? 'Hide analysis' : 'Show analysis'}
          </Button>
          <div id={detailId} hidden={!open}>
            {open && <MovementDetailPanel reference={reference} movementId={row.id} movementReference={row.reference} />}
          </div>
        </>
      )}
    </FactCard>
  );
}

/** The movements on a phone (spec 3 §2): expandable cards, Load more while the server has more, and 'n of total results'. */
export function MovementCards({ reference, rows, totalItems, loading, onLoadMore }: MovementCardsProps) {
  if (rows.length === 0) return <EmptyState title={myAccountMessages.noMovements} />;
  return (
    <>
      <CardList aria-label="Movements">
        {rows.map((row) => (
          <MovementCard key={row.id} reference={reference} row={row} />
        ))}
      </CardList>
      <LoadMoreFooter shown={rows.length} totalItems={totalItems} loading={loading} onLoadMore={onLoadMore} label="Load more" />
    </>
  );
}

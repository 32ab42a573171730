import { myAccountMessages } from '@farm/area-my-account';
import { EmptyState, FactCard } from '@farm/ui';
import { CardList, LoadMoreFooter } from '@farm/ui/lists';
import { Fragment } from 'react';
import type { ListDefinition } from './list-columns';

export interface ListCardsProps<R> {
  label: string;
  definition: ListDefinition<R>;
  rows: R[];
  totalItems: number;
  loading: boolean;
  onLoadMore: () => void;
}

/** A list on a phone: a card per row, and Load More while the server has more (spec 3 §2, §4). */
export function ListCards<R>({ label, definition, rows, totalItems, loading, onLoadMore }: ListCardsProps<R>) {
  if (rows.length === 0) return <EmptyState title={myAccountMessages.noRecords} />;
  const title = definition.columns.find((column) => column.id === definition.titleColumn)!;
  const facts = definition.columns.filter((column) => column !== title);
  return (
    <>
      <CardList aria-label={label}>
        {rows.map((row) => (
          <FactCard key={definition.rowId(row)}>
            <h3>{title.cell(row)}</h3>
            <dl>
              {facts.map((column) => (
                <Fragment key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </FactCard>
        ))}
      </CardList>
      <LoadMoreFooter shown={rows.length} totalItems={totalItems} loading={loading} onLoadMore={onLoadMore} label="Load More" />
    </>
  );
}

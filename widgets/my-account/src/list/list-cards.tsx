import styled from '@emotion/styled';
import { myAccountMessages } from '@farm/core';
import { Button, EmptyState, FactCard } from '@farm/ui';
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

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A list on a phone: a card per row, and Load More while the server has more (spec 3 §2, §4). */
export function ListCards<R>({ label, definition, rows, totalItems, loading, onLoadMore }: ListCardsProps<R>) {
  if (rows.length === 0) return <EmptyState title={myAccountMessages.noRecords} />;
  const title = definition.columns.find((column) => column.id === definition.titleColumn)!;
  const facts = definition.columns.filter((column) => column !== title);
  return (
    <>
      <Cards aria-label={label}>
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
      </Cards>
      <Footer>
        <p aria-live="polite">
          {rows.length} of {totalItems} results
        </p>
        {rows.length < totalItems && (
          <Button type="button" variant="secondary" disabled={loading} onClick={onLoadMore}>
            Load More
          </Button>
        )}
      </Footer>
    </>
  );
}

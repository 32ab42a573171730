import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, type FuturesSnapshot } from '@farm/core';
import { cropMarketingMessages, EXCHANGE_TABLE_ROWS, exchangeCurrenciesQuery } from '@farm/area-crop-marketing';
import { EmptyState, isServerFailure, Loader, Page, PageHeader, ServerErrorDialog, useServerErrorDialog } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionCard } from '../components/section-card';
import { SnapshotTable } from '../futures/snapshot-table';
import { useLiveMarket } from '../hooks/use-live-market';
import { exchangeTitle } from '../lib/exchange-title';
import { formatUpdatedAt } from '../lib/price-format';

const Tables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec 2 §9: an exchange table shows at most 9 snapshots, whatever the answer holds. */
const nearestMonths = (table: FuturesSnapshot): FuturesSnapshot =>
  table.snapshots.length > EXCHANGE_TABLE_ROWS ? { ...table, snapshots: table.snapshots.slice(0, EXCHANGE_TABLE_ROWS) } : table;

function ExchangeTable({ table }: { table: FuturesSnapshot }) {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId} data-testid="exchange-table">
      <h2 id={titleId}>{exchangeTitle(table)}</h2>
      {table.snapshots.length === 0 ? <p>{cropMarketingMessages.noPricing}</p> : <SnapshotTable snapshot={nearestMonths(table)} labelledBy={titleId} />}
    </SectionCard>
  );
}

/** The newest moment of any table: they move together, but a table may have been left behind by a quiet market. */
const newestOf = (tables: FuturesSnapshot[]) =>
  tables
    .map((table) => table.snapshotTimeStamp)
    .sort()
    .at(-1);

/**
 * myc/exchangeRates (spec 2 §2): four FOREX-style tables of the CME currency futures, at most 9 delivery months
 * each at 4 decimals, moving with the live market, with when they were last traded.
 */
export function ExchangeRatesPage() {
  const { refetchInterval } = useLiveMarket();
  const rates = useQuery({ ...exchangeCurrenciesQuery(), refetchInterval });
  const failures = useServerErrorDialog([rates.error]);
  const newest = rates.data && newestOf(rates.data);

  let content;
  if (rates.isError)
    content = <EmptyState title={isServerFailure(rates.error) ? cropMarketingMessages.noPricing : errorMessageFor(rates.error, clientConfig().support)} />;
  else if (!rates.data) content = <Loader label="Loading exchange rates…" />;
  else if (rates.data.every((table) => table.snapshots.length === 0)) content = <EmptyState title={cropMarketingMessages.noPricing} />;
  else
    content = (
      <>
        <Note data-testid="exchange-timestamp">
          Prices as at <time dateTime={newest}>{newest && formatUpdatedAt(newest)}</time>, updating live. Each table shows the next delivery months of a CME
          currency future.
          {rates.data.some((table) => table.demo) && <strong> {cropMarketingMessages.demoData}</strong>}
        </Note>
        <Tables>
          {rates.data.map((table) => (
            <ExchangeTable key={table.commodityId} table={table} />
          ))}
        </Tables>
      </>
    );

  return (
    <Page aria-labelledby="exchange-rates-title">
      <PageHeader>
        <h1 id="exchange-rates-title">Exchange Rates</h1>
      </PageHeader>
      {content}
      <ServerErrorDialog open={failures.open} onClose={failures.close} />
    </Page>
  );
}

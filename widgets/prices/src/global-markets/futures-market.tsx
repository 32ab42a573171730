import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, type FuturesCommodity } from '@farm/core';
import { cropMarketingMessages, forecastQuery } from '@farm/area-crop-marketing';
import { Button, isServerFailure, Loader, spreadRow } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { MarketNote } from '../components/market-note';
import { SnapshotTable } from '../futures/snapshot-table';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Header = styled.div`
  ${spreadRow('center', 2)}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const ChartButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface FuturesMarketProps {
  market: FuturesCommodity;
  /** False for a US (CME) market without its flag: an empty table is hidden rather than shown empty. */
  showEmpty: boolean;
  refetchInterval: number | false;
  onChart: (market: FuturesCommodity) => void;
  onError: (error: unknown) => void;
}

/** One futures market of the global markets accordion: its next 12 delivery months, live, and its chart button. */
export function FuturesMarket({ market, showEmpty, refetchInterval, onChart, onError }: FuturesMarketProps) {
  const titleId = useId();
  const forecast = useQuery({ ...forecastQuery(market.commodityId), refetchInterval });
  useEffect(() => {
    if (forecast.error) onError(forecast.error);
  }, [forecast.error, onError]);

  const empty = forecast.data?.snapshots.length === 0;
  if (empty && !showEmpty) return null;

  let content;
  if (forecast.isError)
    content = (
      <Message role="alert">
        {isServerFailure(forecast.error) ? cropMarketingMessages.noPricing : errorMessageFor(forecast.error, clientConfig().support)}
      </Message>
    );
  else if (!forecast.data) content = <Loader label="Loading futures…" />;
  else if (empty) content = <Message>{cropMarketingMessages.noPricing}</Message>;
  else
    content = (
      <>
        <SnapshotTable snapshot={forecast.data} labelledBy={titleId} />
        <MarketNote updatedAt={forecast.data.snapshotTimeStamp} demo={forecast.data.demo} />
      </>
    );

  return (
    <Section aria-labelledby={titleId} data-testid="futures-market" data-market={market.commodityId}>
      <Header>
        <h3 id={titleId}>
          {market.commodityDescription} - {market.contractBasis}
        </h3>
        <ChartButton variant="secondary" onClick={() => onChart(market)} aria-label={`Chart: ${market.commodityDescription}`}>
          Chart
        </ChartButton>
      </Header>
      {content}
    </Section>
  );
}

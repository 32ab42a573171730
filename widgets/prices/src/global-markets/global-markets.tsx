import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, type FuturesCommodity } from '@farm/core';
import { cropMarketingMessages, futuresCommoditiesQuery, US_CME_GRAIN_FUTURES, US_CME_PRICE_FLAG } from '@farm/area-crop-marketing';
import { isServerFailure, Loader, useFeatureAllowed } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ChartDialog } from '../chart/chart-dialog';
import { FuturesMarket } from './futures-market';
import { RateWidgets } from './rate-widgets';

const Markets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface GlobalMarketsProps {
  refetchInterval: number | false;
  onError: (error: unknown) => void;
}

/**
 * The 'Global markets' accordion's content (spec 2 §2): the exchange rate widgets, a futures table per grain
 * market, and the chart modal. The US (CME) markets follow the `global-us-cme-price-data` flag (spec 2 §4): with it
 * their tables always show, 'No pricing is available' when empty; without it an empty one is hidden.
 */
export function GlobalMarkets({ refetchInterval, onError }: GlobalMarketsProps) {
  const markets = useQuery(futuresCommoditiesQuery());
  const usMarkets = useFeatureAllowed(US_CME_PRICE_FLAG);
  const [charted, setCharted] = useState<FuturesCommodity | null>(null);
  useEffect(() => {
    if (markets.error) onError(markets.error);
  }, [markets.error, onError]);

  let tables;
  if (markets.isError)
    tables = (
      <Message role="alert">
        {isServerFailure(markets.error) ? cropMarketingMessages.noPricing : errorMessageFor(markets.error, clientConfig().support)}
      </Message>
    );
  else if (!markets.data) tables = <Loader label="Loading the global markets…" />;
  else {
    tables =
      markets.data.length === 0 ? (
        <Message>{cropMarketingMessages.noPricing}</Message>
      ) : (
        <Markets>
          {markets.data.map((market) => (
            <FuturesMarket
              key={market.commodityId}
              market={market}
              showEmpty={usMarkets || !US_CME_GRAIN_FUTURES.includes(market.commodityId)}
              refetchInterval={refetchInterval}
              onChart={setCharted}
              onError={onError}
            />
          ))}
        </Markets>
      );
  }

  return (
    <>
      <RateWidgets refetchInterval={refetchInterval} onError={onError} />
      {tables}
      {charted && <ChartDialog market={charted} onClose={() => setCharted(null)} />}
    </>
  );
}

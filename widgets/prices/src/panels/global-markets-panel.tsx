import { clientConfig, errorMessageFor } from '@farm/core';
import { forecastQuery } from '@farm/area-crop-marketing';
import { isServerFailure, Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MarketNote } from '../components/market-note';
import { deliveryMonthText } from '../lib/delivery-month-text';
import { PriceChangeRows } from '../components/price-change-rows';
import { MoreLink } from './more-link';
import { PanelCard, PanelMessage, PanelTable } from './panel-styles';

/** Spec 2 §2's title; the panel shows London feed wheat futures. */
const GLOBAL_MARKETS_TITLE = 'Global Markets: LIFFE Feed Wheat - GBP per tonne';
const PANEL_ROWS = 4;

export interface GlobalMarketsPanelProps {
  collapsible: boolean;
  refetchInterval: number | false;
  onError: (error: unknown) => void;
}

/** 'Global Markets: LIFFE Feed Wheat - GBP per tonne': the nearest delivery months, live. */
export function GlobalMarketsPanel({ collapsible, refetchInterval, onError }: GlobalMarketsPanelProps) {
  const forecast = useQuery({ ...forecastQuery('LIFFE-FEED-WHEAT'), refetchInterval });
  useEffect(() => {
    if (forecast.error) onError(forecast.error);
  }, [forecast.error, onError]);

  let content;
  if (forecast.isError)
    content = <PanelMessage role="alert">{isServerFailure(forecast.error) ? 'No Data' : errorMessageFor(forecast.error, clientConfig().support)}</PanelMessage>;
  else if (!forecast.data) content = <Loader label="Loading futures…" />;
  else if (forecast.data.snapshots.length === 0) content = <PanelMessage>No Data</PanelMessage>;
  else
    content = (
      <>
        <PanelTable>
          <PriceChangeRows
            labelHeader="Delivery month"
            valueHeader="Last trade"
            rows={forecast.data.snapshots.slice(0, PANEL_ROWS).map((snapshot) => ({
              key: snapshot.deliveryMonth,
              label: deliveryMonthText(snapshot.deliveryMonth),
              value: snapshot.lastTradePrice,
              direction: snapshot.changeDirection,
              netChange: snapshot.netChange,
            }))}
          />
        </PanelTable>
        <MarketNote updatedAt={forecast.data.snapshotTimeStamp} demo={forecast.data.demo} />
      </>
    );

  return (
    <PanelCard title={GLOBAL_MARKETS_TITLE} level={2} collapsible={collapsible} aside={<MoreLink about="global markets" />} data-testid="global-markets-panel">
      {content}
    </PanelCard>
  );
}

import { chartHistoryQuery, type ChartPeriod, DEFAULT_CHART_PERIOD } from '@farm/area-crop-marketing';
import { type FuturesCommodity } from '@farm/core';
import { Button, Dialog, mediaQueries, useMediaQuery } from '@farm/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketChart } from './market-chart';

export interface ChartDialogProps {
  market: FuturesCommodity;
  onClose: () => void;
}

/** The global markets' chart modal: one market's history, 3M on a phone or tablet and 2Y on a desktop at first. */
export function ChartDialog({ market, onClose }: ChartDialogProps) {
  const desktop = useMediaQuery(mediaQueries.desktop);
  const [period, setPeriod] = useState<ChartPeriod>(desktop ? DEFAULT_CHART_PERIOD.desktop : DEFAULT_CHART_PERIOD.compact);
  const [deliveryMonth, setDeliveryMonth] = useState<string | undefined>();
  const history = useQuery({ ...chartHistoryQuery(market.commodityId, { period, deliveryMonth }), placeholderData: keepPreviousData });
  return (
    <Dialog
      open
      size="wide"
      title={`${market.commodityDescription} - ${market.contractBasis}`}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <MarketChart history={history} period={period} onPeriod={setPeriod} deliveryMonth={deliveryMonth} onDeliveryMonth={setDeliveryMonth} />
    </Dialog>
  );
}

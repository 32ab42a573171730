import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, futuresDecimals } from '@farm/core';
import { Loader } from '@farm/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketNote } from '../components/market-note';
import { deliveryMonthText } from '../lib/delivery-month-text';
import { ChartControls } from './chart-controls';
import { FuturesChart } from './futures-chart';
import type { ChartHistory, ChartPeriod, ChartPoint } from '@farm/area-crop-marketing';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Latest = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface MarketChartProps {
  history: UseQueryResult<ChartHistory>;
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  deliveryMonth: string | undefined;
  onDeliveryMonth: (month: string) => void;
  /** Says a failure in the caller's words (a partner's key problems, say); otherwise the shared messages. */
  errorMessage?: (error: unknown) => string | undefined;
}

/**
 * A futures chart with its controls and the newest price in words (the canvas is hidden from screen readers):
 * the global markets' chart dialog and the partner element <farm-market-chart> both show this. While another
 * period or month loads, the chart drawn stays, so the dialog does not jump.
 */
export function MarketChart({ history, period, onPeriod, deliveryMonth, onDeliveryMonth, errorMessage }: MarketChartProps) {
  const [last, setLast] = useState<{ point: ChartPoint; at?: string } | null>(null);
  const data = history.data;
  const decimals = data ? futuresDecimals(data.commodityId) : 2;
  let chart;
  if (history.isError && !data)
    chart = <Message role="alert">{errorMessage?.(history.error) ?? errorMessageFor(history.error, clientConfig().support)}</Message>;
  else if (!data) chart = <Loader label="Loading the chart…" />;
  else chart = <FuturesChart history={data} onLastPoint={(point, at) => setLast({ point, at })} />;

  return (
    <Layout>
      <ChartControls
        period={period}
        onPeriod={onPeriod}
        deliveryMonths={data?.deliveryMonths ?? []}
        deliveryMonth={deliveryMonth ?? data?.deliveryMonth}
        onDeliveryMonth={onDeliveryMonth}
      />
      {data && last && (
        <Latest data-testid="chart-latest" data-time={last.point.T} data-price={last.point.C}>
          {deliveryMonthText(data.deliveryMonth)}, {data.contractBasis}: <strong>{last.point.C.toFixed(decimals)}</strong>
        </Latest>
      )}
      <div
        aria-busy={history.isFetching}
        data-testid="market-chart"
        data-period={data?.period}
        data-delivery-month={data?.deliveryMonth}
        data-points={data?.points.length}
      >
        {chart}
      </div>
      {data && <MarketNote updatedAt={last?.at ?? new Date(history.dataUpdatedAt).toISOString()} demo={data.demo} />}
    </Layout>
  );
}

import styled from '@emotion/styled';
import { futuresDecimals, liveMarket$ } from '@farm/core';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { CHART_HEIGHT, CHART_TICK_COUNT, chartBarStart, type ChartHistory, type ChartPoint } from '@farm/area-crop-marketing';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: ${CHART_HEIGHT}px;
`;

/** Roughly the width of one character of the time scale's labels, at its 12 px font. */
const LABEL_CHAR_PX = 7;

const toSeries = (point: ChartPoint) => ({ time: point.T as UTCTimestamp, value: point.C });

export interface FuturesChartProps {
  history: ChartHistory;
  /** Called with the chart's newest point: the history's last, then each live tick's, with the tick's time. */
  onLastPoint?: (point: ChartPoint, at?: string) => void;
}

/**
 * One delivery month's prices on a lightweight-charts area series (the library, an import-map vendor module or
 * an embed chunk, loads only when a chart is shown), CHART_HEIGHT tall. The time scale keeps at most
 * CHART_TICK_COUNT labels whatever the width. While shown it follows the live market: each tick for this
 * month moves the last point, or starts the next bar. The canvas is hidden from assistive technology; the
 * caller says the newest price in text.
 */
export function FuturesChart({ history, onLastPoint }: FuturesChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const reportLast = useRef(onLastPoint);
  reportLast.current = onLastPoint;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: IChartApi | undefined;
    let series: ISeriesApi<'Area'> | undefined;
    let last = history.points.at(-1);
    let disposed = false;
    const decimals = futuresDecimals(history.commodityId);
    // On every size (a phone turned, a window narrowed): the whole period in view, its labels spaced to fit.
    const fit = (width: number) => {
      chart?.applyOptions({ timeScale: { tickMarkMaxCharacterLength: Math.max(8, Math.ceil(width / CHART_TICK_COUNT / LABEL_CHAR_PX)) } });
      requestAnimationFrame(() => !disposed && chart?.timeScale().fitContent());
    };
    const observer = new ResizeObserver(([entry]) => entry && fit(entry.contentRect.width));

    import('lightweight-charts').then(
      ({ createChart, AreaSeries }) => {
        if (disposed) return;
        chart = createChart(element, {
          autoSize: true,
          layout: { background: { color: '#ffffff' }, textColor: '#1c2420', fontSize: 12, attributionLogo: false },
          grid: { vertLines: { color: '#eef0ec' }, horzLines: { color: '#eef0ec' } },
          rightPriceScale: { borderColor: '#d3d9d1' },
          timeScale: { borderColor: '#d3d9d1', timeVisible: history.resolution === '30m', fixLeftEdge: true, fixRightEdge: true },
          localization: { locale: 'en-GB', priceFormatter: (value: number) => value.toFixed(decimals) },
        });
        series = chart.addSeries(AreaSeries, {
          lineColor: '#2f6b3a',
          topColor: 'rgba(47, 107, 58, 0.28)',
          bottomColor: 'rgba(47, 107, 58, 0.02)',
          lineWidth: 2,
          priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals },
        });
        series.setData(history.points.map(toSeries));
        fit(element.clientWidth);
        observer.observe(element);
        if (last) reportLast.current?.(last);
      },
      () => !disposed && setFailed(true),
    );

    const ticks = liveMarket$.subscribe((tick) => {
      const quote = tick.quotes.find((q) => q.contract === history.commodityId && q.deliveryMonth === history.deliveryMonth);
      if (!quote) return;
      const point = { T: chartBarStart(tick.at, history.resolution), C: quote.price };
      // A tick older than the newest point (a reconnect's replay) would move the chart backwards.
      if (last && point.T < last.T) return;
      last = point;
      series?.update(toSeries(point));
      reportLast.current?.(point, tick.at);
    });

    return () => {
      disposed = true;
      ticks.unsubscribe();
      observer.disconnect();
      chart?.remove();
    };
  }, [history]);

  if (failed) return <p role="alert">The chart could not be shown.</p>;
  // lightweight-charts owns everything inside the frame, so React renders nothing there.
  return <Frame ref={container} aria-hidden="true" data-testid="futures-chart-canvas" />;
}

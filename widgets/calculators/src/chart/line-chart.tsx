import styled from '@emotion/styled';
import type { IChartApiBase } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { ChartSeries } from './chart-data';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 320px;
  @container (max-width: 480px) {
    height: 260px;
  }
`;

/**
 * The lines drawn by lightweight-charts on its options chart, whose horizontal scale is a number (here the
 * fertiliser rate in kg/ha) instead of a time. The library (an import-map vendor module) loads only when a
 * chart is shown. The canvas is hidden from assistive technology: the same numbers are in the table after it.
 */
export function LineChart({ series }: { series: ChartSeries[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: IChartApiBase<number> | undefined;
    let observer: ResizeObserver | undefined;
    let disposed = false;
    import('lightweight-charts').then(
      ({ createOptionsChart, LineSeries }) => {
        if (disposed) return;
        const created = createOptionsChart(element, {
          autoSize: true,
          layout: { background: { color: '#ffffff' }, textColor: '#1c2420', fontSize: 12, attributionLogo: false },
          grid: { vertLines: { color: '#eef0ec' }, horzLines: { color: '#eef0ec' } },
          rightPriceScale: { borderColor: '#d3d9d1' },
          timeScale: { borderColor: '#d3d9d1', fixLeftEdge: true, fixRightEdge: true },
          localization: { precision: 0, priceFormatter: (value: number) => value.toFixed(2) },
          handleScroll: false,
          handleScale: false,
        });
        chart = created;
        for (const line of series) {
          const added = created.addSeries(LineSeries, {
            color: line.colour,
            lineWidth: 3,
            priceLineVisible: false,
            lastValueVisible: false,
            priceFormat: { type: 'price', precision: 3, minMove: 0.001 },
          });
          added.setData(line.points.map((point) => ({ time: point.fertiliserRate, value: point.applicationRate })));
        }
        created.timeScale().fitContent();
        // autoSize resizes the canvas after the first layout (and on every resize); fit the lines to the new width.
        observer = new ResizeObserver(() => requestAnimationFrame(() => !disposed && created.timeScale().fitContent()));
        observer.observe(element);
      },
      () => !disposed && setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.remove();
    };
  }, [series]);
  if (failed) return <p role="alert">The chart could not be shown; the table below has the same figures.</p>;
  // lightweight-charts owns everything inside the frame, so React renders nothing there.
  return <Frame ref={container} aria-hidden="true" data-testid="rate-chart-canvas" />;
}

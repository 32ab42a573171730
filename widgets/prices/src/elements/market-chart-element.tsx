import { defineElement } from '@farm/ui';
import { PartnerMarketChart, type PartnerMarketChartProps } from '../partner/partner-market-chart';

function MarketChartElement({ commodity, period }: Partial<PartnerMarketChartProps>) {
  if (!commodity?.trim()) return <p role="alert">Add a commodity attribute, for example commodity="LIFFE Feed Wheat", to show a chart.</p>;
  return <PartnerMarketChart commodity={commodity} period={period} />;
}

/** Registers <farm-market-chart commodity="LIFFE Feed Wheat" period="3M">: one futures market's live chart. */
export function defineMarketChartElement(): void {
  defineElement<Partial<PartnerMarketChartProps>>('farm-market-chart', MarketChartElement, {
    cacheKey: 'farm-market-chart',
    attributes: { commodity: 'string', period: 'string' },
  });
}

import type { LimusProduct } from '@farm/area-calculators';
import { applicationRate } from '../formulas/limus';

/** Fertiliser rates the chart compares, kg/ha: the usual range for a liquid N dressing. */
const CHART_FERTILISER_RATES = [50, 100, 150, 200, 250, 300, 350, 400] as const;

/** Distinct at a glance and for the commonest colour blindness (Okabe-Ito), all 3:1 or more on white. */
const SERIES_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#000000'];

export interface ChartSeries {
  name: string;
  company: string;
  inclusionRate: number;
  colour: string;
  points: { fertiliserRate: number; applicationRate: number }[];
}

/** One line per product: Limus application rate (lt/ha) = fertiliser rate ÷ 1000 × the product's inclusion rate. */
export function chartSeries(products: readonly LimusProduct[], rates: readonly number[] = CHART_FERTILISER_RATES): ChartSeries[] {
  return products.map((product, index) => ({
    name: product.productName,
    company: product.company,
    inclusionRate: product['limus-perform-rate'],
    colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
    points: rates.map((rate) => ({ fertiliserRate: rate, applicationRate: applicationRate(rate, product['limus-perform-rate']) })),
  }));
}

import { defineMarketChartElement } from './elements/market-chart-element';
import { definePricePanelsElement } from './elements/price-panels-element';
import { definePricesElement } from './elements/prices-element';
import { MycPage } from './myc/myc-page';

/**
 * Registers <farm-prices> (the crop marketing page for the selected business, or with a `commodity` a partner's
 * indicative prices), <farm-price-panels> (the dashboard's) and <farm-market-chart> (a futures chart).
 */
export function define(): void {
  definePricesElement(MycPage);
  definePricePanelsElement();
  defineMarketChartElement();
}

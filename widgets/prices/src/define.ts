import { definePricePanelsElement } from './elements/price-panels-element';
import { definePricesElement } from './elements/prices-element';

/** Registers <farm-prices> (crop marketing, or a partner's indicative prices) and <farm-price-panels> (the dashboard's). */
export function define(): void {
  definePricesElement();
  definePricePanelsElement();
}

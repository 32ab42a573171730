import { definePricePanelsElement } from './elements/price-panels-element';
import { definePricesElement } from './elements/prices-element';
import { MycPage } from './myc/myc-page';

/**
 * Registers <farm-prices> (the crop marketing page for the selected business, or with a `commodity` a partner's
 * indicative prices) and <farm-price-panels> (the dashboard's).
 */
export function define(): void {
  definePricesElement(MycPage);
  definePricePanelsElement();
}

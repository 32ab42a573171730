import { defineElement } from '@farm/ui';
import { PricePanels } from '../panels/price-panels';

/** Registers <farm-price-panels>, the dashboard's price panels for the selected business (loaded with loadElement). */
export function definePricePanelsElement(): void {
  defineElement('farm-price-panels', PricePanels, { cacheKey: 'farm-price-panels' });
}

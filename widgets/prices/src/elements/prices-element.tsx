import { defineElement } from '@farm/ui';
import type { ComponentType } from 'react';
import { PartnerPrices } from '../partner/partner-prices';

export interface PricesElementProps {
  commodity?: string;
  postcode?: string;
  priceType?: string;
}

function NoCommodity() {
  return <p role="alert">Add a commodity attribute, for example commodity="Feed Wheat", to show prices.</p>;
}

/**
 * Registers <farm-prices commodity="Feed Wheat" postcode="CB10 2RL" price-type="XFM">: with a `commodity`, a
 * partner's indicative prices near `postcode`; without one, `WithoutCommodity`. The portal passes the crop
 * marketing page (for a page that has signed the user in); the partner embed passes nothing, so the page and
 * everything it needs (the sell dialog, react-hook-form) never enter what a partner page downloads.
 */
export function definePricesElement(WithoutCommodity: ComponentType = NoCommodity): void {
  function PricesElement({ commodity, postcode, priceType }: PricesElementProps) {
    if (commodity?.trim()) return <PartnerPrices commodity={commodity} postcode={postcode} priceType={priceType} />;
    return <WithoutCommodity />;
  }
  defineElement<PricesElementProps>('farm-prices', PricesElement, {
    cacheKey: 'farm-prices',
    attributes: { commodity: 'string', postcode: 'string', priceType: 'string' },
  });
}

import { isEmbedded } from '@farm/core';
import { defineElement, Loader } from '@farm/ui';
import { lazy, Suspense } from 'react';
import { PartnerPrices } from '../partner/partner-prices';

// The crop marketing page loads only where it shows: a partner page's <farm-prices> never downloads it.
const MycPage = lazy(() => import('../myc/myc-page').then((module) => ({ default: module.MycPage })));

export interface PricesElementProps {
  commodity?: string;
  postcode?: string;
  priceType?: string;
}

/**
 * <farm-prices>: with a `commodity`, a partner's indicative prices near `postcode`; without one, inside a page
 * that has signed the user in, the crop marketing page for the selected business.
 */
function PricesElement({ commodity, postcode, priceType }: PricesElementProps) {
  if (commodity?.trim()) return <PartnerPrices commodity={commodity} postcode={postcode} priceType={priceType} />;
  if (isEmbedded()) return <p role="alert">Add a commodity attribute, for example commodity="Feed Wheat", to show prices.</p>;
  return (
    <Suspense fallback={<Loader label="Loading crop marketing…" />}>
      <MycPage />
    </Suspense>
  );
}

/** Registers <farm-prices commodity="Feed Wheat" postcode="CB10 2RL" price-type="XFM">. */
export function definePricesElement(): void {
  defineElement<PricesElementProps>('farm-prices', PricesElement, {
    cacheKey: 'farm-prices',
    attributes: { commodity: 'string', postcode: 'string', priceType: 'string' },
  });
}

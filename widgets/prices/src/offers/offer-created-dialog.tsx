import { contractPeriodText } from '@farm/area-crop-marketing';
import { formatDate, formatPoundsPerTonne } from '@farm/core';
import { type StandingOffer } from '@farm/area-alerts';
import { OkDialog } from '@farm/ui';

/** The offer the server took (201): what will sell, at what price and until when. */
export function OfferCreatedDialog({ offer, onClose }: { offer: StandingOffer; onClose: () => void }) {
  return (
    <OkDialog open title="Standing offer set" onClose={onClose}>
      <p data-testid="offer-summary">
        We will sell {offer.quantity} MT of {offer.commodity} for {contractPeriodText(offer.contractPeriod)} at{' '}
        <strong>{formatPoundsPerTonne(offer.targetPrice)}</strong> as soon as the ex-farm price reaches it within trading times, until the end of{' '}
        {formatDate(offer.expiresOn)}.
      </p>
      <p>You will be notified when it sells. You can cancel it under Standing offers until then.</p>
    </OkDialog>
  );
}

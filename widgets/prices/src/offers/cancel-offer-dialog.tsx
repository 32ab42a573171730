import { ApiError, formatPoundsPerTonne } from '@farm/core';
import { contractPeriodText } from '@farm/area-crop-marketing';
import { cancelStandingOffer, standingOffersKey, type StandingOffer } from '@farm/area-alerts';
import { Button, CancelButton, Dialog } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface CancelOfferDialogProps {
  reference: string;
  offer: StandingOffer;
  onClose: () => void;
  /** A server failure other than 'no longer open', for the page's server-error dialog. */
  onError: (error: unknown) => void;
}

/** 409: it filled or expired since the list loaded. */
const isNotOpen = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/** Asks before an open offer is cancelled; the list loads again whatever the answer, since the offer changed. */
export function CancelOfferDialog({ reference, offer, onClose, onError }: CancelOfferDialogProps) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelStandingOffer(reference, offer.id),
    onSettled: () => client.invalidateQueries({ queryKey: standingOffersKey(reference) }),
    onSuccess: onClose,
    onError: (error) => {
      if (!isNotOpen(error)) {
        onClose();
        onError(error);
      }
    },
  });
  const refused = isNotOpen(cancel.error) ? cancel.error.errorMessage : undefined;
  return (
    <Dialog
      open
      title="Cancel this standing offer?"
      onClose={onClose}
      actions={
        refused ? (
          <Button type="button" onClick={onClose}>
            OK
          </Button>
        ) : (
          <>
            <CancelButton onClick={onClose}>Keep it</CancelButton>
            <Button type="button" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              Cancel offer
            </Button>
          </>
        )
      }
    >
      <p>
        {offer.commodity} {contractPeriodText(offer.contractPeriod)}: {offer.quantity} MT at {formatPoundsPerTonne(offer.targetPrice)} will no longer sell
        automatically.
      </p>
      {refused && (
        <p role="alert">
          <strong>{refused}</strong>
        </p>
      )}
    </Dialog>
  );
}

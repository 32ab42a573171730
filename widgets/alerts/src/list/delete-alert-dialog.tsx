import { clientConfig, errorMessageFor } from '@farm/core';
import { priceAlertMessages, type PriceAlert } from '@farm/area-alerts';
import { ConfirmDialog } from '@farm/ui';
import { useDeleteAlert } from '../hooks/use-alert-writes';
import { alertName } from './alert-actions';

/** Spec 2 §4: an alert is deleted only after this confirm; the list (and the price tables) load again after. */
export function DeleteAlertDialog({ reference, alert, onClose }: { reference: string; alert: PriceAlert; onClose: () => void }) {
  const remove = useDeleteAlert(reference);
  return (
    <ConfirmDialog
      title="Delete price alert"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(alert.triggerId, { onSuccess: onClose })}
      onClose={onClose}
      problem={remove.isError ? errorMessageFor(remove.error, clientConfig().support) : undefined}
    >
      <p>{priceAlertMessages.deleteConfirm}</p>
      <p>{alertName(alert)}</p>
    </ConfirmDialog>
  );
}

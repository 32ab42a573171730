import { clientConfig, errorMessageFor, priceAlertMessages, type PriceAlert } from '@farm/core';
import { Button, Dialog, FormProblem } from '@farm/ui';
import { useDeleteAlert } from '../hooks/use-alert-writes';
import { alertName } from './alert-actions';

/** Spec 2 §4: an alert is deleted only after this confirm; the list (and the price tables) load again after. */
export function DeleteAlertDialog({ reference, alert, onClose }: { reference: string; alert: PriceAlert; onClose: () => void }) {
  const remove = useDeleteAlert(reference);
  const actions = (
    <>
      <Button type="button" variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="button" disabled={remove.isPending} onClick={() => remove.mutate(alert.triggerId, { onSuccess: onClose })}>
        Delete
      </Button>
    </>
  );
  return (
    <Dialog open title="Delete price alert" onClose={onClose} actions={actions}>
      <p>{priceAlertMessages.deleteConfirm}</p>
      <p>{alertName(alert)}</p>
      {remove.isError && <FormProblem role="alert">{errorMessageFor(remove.error, clientConfig().support)}</FormProblem>}
    </Dialog>
  );
}

import { alertContactPreferencesQuery, priceAlertMessages, priceAlertsQuery } from '@farm/area-alerts';
import { clientConfig, errorMessageFor, priceAlertRequests$, takePriceAlertRequest, type PriceAlertRequest } from '@farm/core';
import { Dialog, Loader, OkDialog } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subjectOfRequest } from './alert-subject';
import { PriceAlertDialog } from './price-alert-dialog';

/**
 * <farm-price-alert-dialog>: answers a price row's bell. It takes each request off the bus (one published
 * before it subscribed included) and opens the create dialog, or the update dialog of the row's active alert.
 */
export function AlertDialogHost() {
  const [open, setOpen] = useState<{ request: PriceAlertRequest; serial: number } | null>(null);
  useEffect(() => {
    let serial = 0;
    const subscription = priceAlertRequests$.subscribe((request) => {
      if (!request) return;
      takePriceAlertRequest(request);
      serial += 1;
      setOpen({ request, serial });
    });
    return () => subscription.unsubscribe();
  }, []);
  if (!open) return null;
  // Each request is a new dialog with a fresh form, even for the same row.
  return <RequestedDialog key={open.serial} request={open.request} onClose={() => setOpen(null)} />;
}

function RequestedDialog({ request, onClose }: { request: PriceAlertRequest; onClose: () => void }) {
  const reference = request.accountReference;
  const updating = request.triggerId !== null;
  const title = updating ? 'Update price alert' : 'Set a price alert';
  const alerts = useQuery({ ...priceAlertsQuery(reference), enabled: updating });
  const preferences = useQuery(alertContactPreferencesQuery(reference));
  const alert = updating ? alerts.data?.find((a) => a.triggerId === request.triggerId) : null;

  if (updating && (alerts.isError || (alerts.data && !alert))) {
    return (
      <OkDialog open title={title} onClose={onClose}>
        <p>{alerts.isError ? errorMessageFor(alerts.error, clientConfig().support) : priceAlertMessages.alertNotFound}</p>
      </OkDialog>
    );
  }
  // The contact preferences only prefill the form: if they fail to load, it starts without them.
  const ready = alert !== undefined && (preferences.data !== undefined || preferences.isError);
  if (!ready) {
    return (
      <Dialog open title={title} onClose={onClose}>
        <Loader label="Loading your price alert…" />
      </Dialog>
    );
  }
  return <PriceAlertDialog reference={reference} subject={subjectOfRequest(request)} alert={alert} preferences={preferences.data ?? []} onClose={onClose} />;
}

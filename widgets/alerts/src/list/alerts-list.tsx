import { priceAlertMessages, type PriceAlert } from '@farm/area-alerts';
import { EmptyState, mediaQueries, useMediaQuery } from '@farm/ui';
import { useState } from 'react';
import { AlertCards } from './alert-cards';
import { AlertsTable } from './alerts-table';
import { DeleteAlertDialog } from './delete-alert-dialog';
import { EditAlertDialog } from './edit-alert-dialog';

/** Spec 2 §2: the account's alerts (a table, or cards on a phone), 'No alert price set' without any. */
export function AlertsList({ reference, alerts }: { reference: string; alerts: PriceAlert[] }) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  if (alerts.length === 0) return <EmptyState title={priceAlertMessages.noAlerts} />;
  const List = mobile ? AlertCards : AlertsTable;
  return (
    <>
      <List alerts={alerts} onEdit={setEditing} onDelete={setDeleting} />
      {editing && <EditAlertDialog reference={reference} alert={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteAlertDialog reference={reference} alert={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

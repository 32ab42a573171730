import { ALERT_CONDITION_LABELS, alertHistoryKey, alertHistoryQuery, NOTIFICATION_TYPE_LABELS } from '@farm/area-alerts';
import { contractPeriodText } from '@farm/area-crop-marketing';
import { ColumnHeadings, EmptyState, Loader, TableBox, useRefreshOnMarketTick } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { dateTimeText, firingText } from '../lib/alert-text';

const NO_FIRINGS = 'None of your price alerts has fired yet.';

/** Ours: what fired and when, newest first, asked again on each market tick (alerts fire on ticks). */
export function AlertHistory({ reference }: { reference: string }) {
  const { refetchInterval } = useRefreshOnMarketTick(alertHistoryKey(reference), true);
  const history = useQuery({ ...alertHistoryQuery(reference), refetchInterval });
  if (history.isPending) return <Loader label="Loading your alert history…" />;
  if (history.isError) return <EmptyState title="Your alert history could not be loaded." />;
  if (history.data.length === 0) return <EmptyState title={NO_FIRINGS} />;
  return (
    <TableBox>
      <table aria-label="Alert history">
        <thead>
          <tr>
            <ColumnHeadings columns={['When', 'Commodity', 'Contract period', 'Condition', 'Price and threshold', 'Sent by']} />
          </tr>
        </thead>
        <tbody>
          {history.data.map((firing) => (
            <tr key={firing.id}>
              <td>
                <time dateTime={firing.firedAt}>{dateTimeText(firing.firedAt)}</time>
              </td>
              <td>{firing.commodity}</td>
              <td>{contractPeriodText(firing.contractPeriod)}</td>
              <td>{ALERT_CONDITION_LABELS[firing.condition]}</td>
              <td>{firingText(firing)}</td>
              <td>{NOTIFICATION_TYPE_LABELS[firing.notificationType]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

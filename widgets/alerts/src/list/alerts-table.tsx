import { CURRENCY_PER_TONNE, contractPeriodText } from '@farm/area-crop-marketing';
import { type PriceAlert } from '@farm/area-alerts';
import { ColumnHeadings, TableBox } from '@farm/ui';
import { alertPriceText } from '../lib/alert-text';
import { AlertContact } from './alert-contact';
import { AlertActions, type AlertActionsProps } from './alert-actions';
import { AlertStatus } from './alert-status';

export interface AlertListProps extends Omit<AlertActionsProps, 'alert'> {
  alerts: PriceAlert[];
}

/** Spec 2 §2 'Price alerts list' on a desktop or tablet: the spec's columns, and ours, Status. */

const ALERT_COLUMNS = [
  'Commodity',
  'Contract period',
  { text: `Target price (${CURRENCY_PER_TONNE})`, numeric: true },
  { text: `Floor price (${CURRENCY_PER_TONNE})`, numeric: true },
  'Alert contact details',
  'Status',
  { text: 'Edit and delete', unseen: true },
];
export function AlertsTable({ alerts, onEdit, onDelete }: AlertListProps) {
  return (
    <TableBox>
      <table aria-label="Price alerts">
        <thead>
          <tr>
            <ColumnHeadings columns={ALERT_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.triggerId}>
              <th scope="row">{alert.commodity}</th>
              <td>{contractPeriodText(alert.contractPeriod)}</td>
              <td data-numeric>{alertPriceText(alert.targetPrice)}</td>
              <td data-numeric>{alertPriceText(alert.floorPrice)}</td>
              <td>
                <AlertContact alert={alert} />
              </td>
              <td>
                <AlertStatus alert={alert} />
              </td>
              <td>
                <AlertActions alert={alert} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

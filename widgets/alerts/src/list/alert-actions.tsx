import { contractPeriodText } from '@farm/area-crop-marketing';
import { type PriceAlert } from '@farm/area-alerts';
import { RowActions } from '@farm/ui';

/** What an alert is called in its buttons' labels: 'Feed Wheat Feb 27'. */
export const alertName = (alert: PriceAlert) => `${alert.commodity} ${contractPeriodText(alert.contractPeriod)}`;

export interface AlertActionsProps {
  alert: PriceAlert;
  onEdit: (alert: PriceAlert) => void;
  onDelete: (alert: PriceAlert) => void;
}

/** Spec 2 §2: the edit and delete icons of a listed alert. */
export function AlertActions({ alert, onEdit, onDelete }: AlertActionsProps) {
  return (
    <RowActions
      editLabel={`Edit the price alert for ${alertName(alert)}`}
      deleteLabel={`Delete the price alert for ${alertName(alert)}`}
      onEdit={() => onEdit(alert)}
      onDelete={() => onDelete(alert)}
    />
  );
}

import styled from '@emotion/styled';
import { contractPeriodText, type PriceAlert } from '@farm/core';
import { DeleteIcon, EditIcon, IconButton } from './alert-icons';

const Row = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

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
    <Row>
      <IconButton type="button" aria-label={`Edit the price alert for ${alertName(alert)}`} onClick={() => onEdit(alert)}>
        <EditIcon />
      </IconButton>
      <IconButton type="button" data-danger aria-label={`Delete the price alert for ${alertName(alert)}`} onClick={() => onDelete(alert)}>
        <DeleteIcon />
      </IconButton>
    </Row>
  );
}

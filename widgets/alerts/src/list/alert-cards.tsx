import styled from '@emotion/styled';
import { CURRENCY_PER_TONNE, contractPeriodText } from '@farm/area-crop-marketing';
import { MOBILE_CARD_ITEMS } from '@farm/area-alerts';
import { Button, FactCard, StackedList } from '@farm/ui';
import { useId, useState } from 'react';
import { alertPriceText } from '../lib/alert-text';
import { AlertContact } from './alert-contact';
import { AlertActions } from './alert-actions';
import { AlertStatus } from './alert-status';
import type { AlertListProps } from './alerts-table';

const Cards = styled(StackedList)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Spec 2 §2 and §9 on a phone: the alerts as cards, the first two until the toggle shows them all. */
export function AlertCards({ alerts, onEdit, onDelete }: AlertListProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? alerts : alerts.slice(0, MOBILE_CARD_ITEMS);
  return (
    <>
      <Cards id={listId} aria-label="Price alerts">
        {shown.map((alert) => (
          <FactCard key={alert.triggerId}>
            <h3>
              {alert.commodity} {contractPeriodText(alert.contractPeriod)}
            </h3>
            <dl>
              <dt>Target price ({CURRENCY_PER_TONNE})</dt>
              <dd>{alertPriceText(alert.targetPrice)}</dd>
              <dt>Floor price ({CURRENCY_PER_TONNE})</dt>
              <dd>{alertPriceText(alert.floorPrice)}</dd>
              <dt>Alert contact details</dt>
              <dd>
                <AlertContact alert={alert} />
              </dd>
              <dt>Status</dt>
              <dd>
                <AlertStatus alert={alert} />
              </dd>
            </dl>
            <AlertActions alert={alert} onEdit={onEdit} onDelete={onDelete} />
          </FactCard>
        ))}
      </Cards>
      {alerts.length > MOBILE_CARD_ITEMS && (
        <Button type="button" variant="secondary" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${alerts.length} alerts`}
        </Button>
      )}
    </>
  );
}

import styled from '@emotion/styled';
import type { PriceAlert } from '@farm/area-alerts';
import { useDestinations } from '../destinations/use-destinations';
import { contactDetailsText } from '../lib/alert-text';

const Unconfirmed = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Spec 2 §2 'Alert contact details', and (issue 27 §7) a warning while nothing is sent there: not confirmed. */
export function AlertContact({ alert }: { alert: PriceAlert }) {
  const { known, lookup } = useDestinations();
  const { confirmed } = lookup(alert.notificationType, alert.notificationType === 'email' ? alert.emailAddress : alert.smsNumber);
  return (
    <>
      {contactDetailsText(alert)}
      {known && !confirmed && <Unconfirmed>Not confirmed: nothing is sent here</Unconfirmed>}
    </>
  );
}

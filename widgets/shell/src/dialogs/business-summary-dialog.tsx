import styled from '@emotion/styled';
import { account$, formatDate, type Account } from '@farm/core';
import { Button, Dialog, useBusValue } from '@farm/ui';
import type { DialogProps } from './dialog-props';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Row = styled.div`
  display: contents;
`;

const NOT_GIVEN = 'Not provided';

/** Every field of spec 1 §2's business summary, in its order, for the selected account. */
function businessSummaryFields(account: Account): [string, string][] {
  const { address, contact, assurance } = account;
  const addressLines = address ? [address.street, address.locality, address.postTown, address.county, address.postcode].filter(Boolean).join('\n') : '';
  return [
    ['Business name', account.name],
    ['Account number', account.reference],
    ['Account status', account.status],
    ['VAT number', account.vatRegistrationNumber ?? ''],
    ['Address', addressLines],
    ['Telephone', contact.phone ?? ''],
    ['Mobile', contact.mobile ?? ''],
    ['SMS', contact.sms ?? ''],
    ['Email', contact.email ?? ''],
    ['Assurance status', assurance.status ?? ''],
    ['Assurance reference', assurance.reference ?? ''],
    ['Last updated', formatDate(assurance.lastModified)],
    ['Sustainability status', account.sustainability.status ?? ''],
  ];
}

/** The avatar menu's 'Business summary': the selected business as the supplier holds it. */
export function BusinessSummaryDialog({ onClose }: DialogProps) {
  const account = useBusValue(account$);
  return (
    <Dialog
      open
      title="Business summary"
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      {account ? (
        <Fields>
          {businessSummaryFields(account).map(([label, value]) => (
            <Row key={label}>
              <dt>{label}</dt>
              <dd>{value || NOT_GIVEN}</dd>
            </Row>
          ))}
        </Fields>
      ) : (
        <p>No business is selected.</p>
      )}
    </Dialog>
  );
}

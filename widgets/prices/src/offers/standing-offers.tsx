import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, formatDate, formatPoundsPerTonne } from '@farm/core';
import { contractPeriodText, LOAD_TONNES } from '@farm/area-crop-marketing';
import { standingOfferMessages, standingOffersKey, standingOffersQuery, type StandingOffer } from '@farm/area-alerts';
import { Button, ColumnHeadings, EmptyState, isServerFailure, Loader, useRefreshOnMarketTick, visuallyHidden } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { priceTable } from '../components/responsive-table';
import { CancelOfferDialog } from './cancel-offer-dialog';
import { OfferStatusChip } from './offer-status-chip';

export interface StandingOffersProps {
  reference: string;
  /** Whether the list shows: it loads again on each market tick (an offer fills on one) only then. */
  open: boolean;
  onError: (error: unknown) => void;
}

/** Up to this width each offer is a card (issue 11), beyond it a row of the table. */
const CARDS = '@media (max-width: 600px)';

const offersTable = (theme: Theme) => css`
  ${priceTable(theme)}
  td[data-actions] {
    text-align: right;
  }
  ${CARDS} {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${theme.space(2)} ${theme.space(3)};
      margin-bottom: ${theme.space(3)};
      padding: ${theme.space(3)};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.md};
    }
    td,
    tbody th {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 2px;
      padding: 0;
      border: none;
      text-align: left;
    }
    tbody th {
      grid-column: 1 / span 2;
      font-size: ${theme.fontSizes.md};
    }
    [data-label]::before {
      content: attr(data-label);
      font-size: ${theme.fontSizes.xs};
      font-weight: 400;
      color: ${theme.colors.muted};
    }
    td[data-actions] {
      grid-column: 1 / span 2;
      align-items: stretch;
    }
    td[data-actions]:empty {
      display: none;
    }
  }
`;

const Table = styled.table`
  ${({ theme }) => offersTable(theme)}
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const loadsText = (quantity: number) => {
  const loads = Math.round(quantity / LOAD_TONNES);
  return `${loads} ${loads === 1 ? 'load' : 'loads'} (${quantity} MT)`;
};

/**
 * The account's standing offers (issue 11): what, how much, the target and the expiry, the status, the
 * contract an offer that filled made, and Cancel (after a confirm) for an open one.
 */

const OFFER_COLUMNS = [
  'Commodity',
  'Contract period',
  'Quantity',
  { text: 'Target', numeric: true },
  'Expires',
  'Status',
  'Contract',
  { text: 'Cancel', unseen: true },
];
export function StandingOffers({ reference, open, onError }: StandingOffersProps) {
  const { refetchInterval } = useRefreshOnMarketTick(standingOffersKey(reference), open);
  const offers = useQuery({ ...standingOffersQuery(reference), refetchInterval });
  const [cancelling, setCancelling] = useState<StandingOffer | null>(null);
  useEffect(() => {
    if (offers.error) onError(offers.error);
  }, [offers.error, onError]);

  if (offers.isPending) return <Loader label="Loading your standing offers…" />;
  if (offers.isError)
    return (
      <Message role="alert">
        {isServerFailure(offers.error) ? 'Your standing offers could not be loaded.' : errorMessageFor(offers.error, clientConfig().support)}
      </Message>
    );
  if (offers.data.length === 0)
    return <EmptyState title={standingOfferMessages.noOffers}>Choose the target button on a price row to sell automatically at your price.</EmptyState>;

  return (
    <>
      <Table>
        <thead>
          <tr>
            <ColumnHeadings columns={OFFER_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {offers.data.map((offer) => {
            const period = contractPeriodText(offer.contractPeriod);
            return (
              <tr key={offer.id} data-offer={offer.id}>
                <th scope="row">{offer.commodity}</th>
                <td data-label="Contract period">{period}</td>
                <td data-label="Quantity">{loadsText(offer.quantity)}</td>
                <td data-label="Target" data-numeric>
                  {formatPoundsPerTonne(offer.targetPrice)}
                </td>
                <td data-label="Expires">{formatDate(offer.expiresOn)}</td>
                <td data-label="Status">
                  <OfferStatusChip status={offer.status} />
                </td>
                <td data-label="Contract">{offer.contractReference ?? '–'}</td>
                <td data-actions>
                  {offer.status === 'Open' && (
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={`Cancel the standing offer for ${offer.commodity} ${period}`}
                      onClick={() => setCancelling(offer)}
                    >
                      Cancel
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {cancelling && <CancelOfferDialog reference={reference} offer={cancelling} onClose={() => setCancelling(null)} onError={onError} />}
    </>
  );
}

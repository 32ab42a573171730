import styled from '@emotion/styled';
import { CURRENCY_PER_TONNE, contractPeriodText, cropMarketingMessages, type Commodity } from '@farm/area-crop-marketing';
import { type PriceRow } from '@farm/core';
import { Button, focusRing, media, VisuallyHidden } from '@farm/ui';
import { useId } from 'react';
import { BellIcon } from '../components/bell-icon';
import { TargetIcon } from '../components/target-icon';
import { PriceChange } from '../components/price-change';
import { PriceValue } from '../components/price-value';
import { responsiveTable } from '../components/responsive-table';

const CURRENT_YEAR = `Current crop year (${CURRENCY_PER_TONNE})`;
const PREVIOUS_YEAR = `Previous crop year (${CURRENCY_PER_TONNE})`;

/** Whether the rows may be sold now, and what a Sell button says when not. */
export interface SellState {
  disabled: boolean;
  /** 'Sell', or when trading opens ('Opens 8:30 AM'). */
  label: string;
}

export interface PriceTableProps {
  commodity: Commodity;
  rows: PriceRow[];
  /** Internal users see each row's plan area as a tooltip and a title column (spec 2 §6). */
  internal: boolean;
  sell: SellState;
  onSell: (row: PriceRow) => void;
  onAlert: (row: PriceRow) => void;
  /** "Sell automatically at a target price": a standing offer on the row. */
  onOffer: (row: PriceRow) => void;
}

const Table = styled.table`
  ${responsiveTable}
  td[data-actions] {
    white-space: nowrap;
    text-align: right;
  }
`;

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  ${media.mobile} {
    display: grid;
    grid-template-columns: 44px 44px;
    > :first-child {
      grid-column: 1 / span 2;
    }
  }
`;

const SellButton = styled(Button)`
  min-width: 88px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const IconButton = styled.button<{ active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, active = false }) => (active ? theme.colors.accentText : theme.colors.muted)};
  cursor: pointer;
  &:hover:enabled {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing()}
`;

/** The plan area behind a row, shown on hover and on focus (the period is focusable for that). */
const Tip = styled.span`
  position: relative;
  display: inline-block;
  border-bottom: 1px dotted currentColor;
  [role='tooltip'] {
    position: absolute;
    z-index: 2;
    left: 0;
    top: calc(100% + 4px);
    display: none;
    width: max-content;
    max-width: 240px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &:hover [role='tooltip'],
  &:focus [role='tooltip'] {
    display: block;
  }
  ${focusRing()}
`;

/** Spec 2 §9's notice under an 'as available' row's dates. */
/** A note under a row's period: how it is collected, or where its price comes from. */
const RowNotice = styled.span`
  display: block;
  max-width: 18rem;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
  white-space: normal;
`;

function Period({ row, internal }: { row: PriceRow; internal: boolean }) {
  const tipId = useId();
  const text = contractPeriodText(row.contractPeriod);
  const notice = (
    <>
      {row.asAvailable && <RowNotice data-testid="as-available-notice">{cropMarketingMessages.asAvailableNotice}</RowNotice>}
      {row.manual && <RowNotice data-testid="manual-price-notice">{cropMarketingMessages.manualPriceNotice}</RowNotice>}
    </>
  );
  if (!internal || !row.planAreaDescription)
    return (
      <>
        {text}
        {notice}
      </>
    );
  return (
    <>
      <Tip tabIndex={0} aria-describedby={tipId}>
        {text}
        <span role="tooltip" id={tipId}>
          {row.planAreaDescription}
        </span>
      </Tip>
      {notice}
    </>
  );
}

/** One commodity's prices by contract period (spec 2 §2), each row with its Sell button and its alert bell. */
export function PriceTable({ commodity, rows, internal, sell, onSell, onAlert, onOffer }: PriceTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Contract period</th>
          {internal && <th scope="col">Title</th>}
          <th scope="col" data-numeric>
            {CURRENT_YEAR}
          </th>
          <th scope="col" data-numeric>
            {PREVIOUS_YEAR}
          </th>
          <th scope="col">Change</th>
          <th scope="col">
            <VisuallyHidden>Sell and price alerts</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const period = contractPeriodText(row.contractPeriod);
          const alertActive = row.triggerId !== null;
          return (
            <tr key={row.sellReference}>
              <th scope="row" data-label="Contract period">
                <Period row={row} internal={internal} />
              </th>
              {internal && <td data-label="Title">{row.sellReference}</td>}
              <td data-label={CURRENT_YEAR} data-numeric>
                <PriceValue value={row.priceCurrentYear} />
              </td>
              <td data-label={PREVIOUS_YEAR} data-numeric>
                <PriceValue value={row.pricePreviousYear} />
              </td>
              <td data-label="Change">
                <PriceChange direction={row.changeDirection} netChange={row.netChange} />
              </td>
              <td data-actions>
                <Actions>
                  <SellButton
                    type="button"
                    disabled={sell.disabled || row.priceCurrentYear === null}
                    aria-label={`${sell.label} ${commodity.name} ${period}`}
                    onClick={() => onSell(row)}
                  >
                    {sell.label}
                  </SellButton>
                  <IconButton
                    type="button"
                    active={alertActive}
                    aria-label={`${alertActive ? 'Update the price alert' : 'Set a price alert'} for ${commodity.name} ${period}`}
                    onClick={() => onAlert(row)}
                  >
                    <BellIcon active={alertActive} />
                  </IconButton>
                  <IconButton
                    type="button"
                    disabled={row.priceCurrentYear === null}
                    aria-label={`Sell automatically at a target price: ${commodity.name} ${period}`}
                    title="Sell automatically at a target price"
                    onClick={() => onOffer(row)}
                  >
                    <TargetIcon />
                  </IconButton>
                </Actions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

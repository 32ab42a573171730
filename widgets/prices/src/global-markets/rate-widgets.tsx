import styled from '@emotion/styled';
import { exchangeCurrenciesQuery } from '@farm/area-crop-marketing';
import { futuresDecimals, paths } from '@farm/core';
import { FlowGrid, focusRing, RouteLink } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deliveryMonthText } from '../lib/delivery-month-text';
import { PriceChange } from '../components/price-change';
import { PriceValue } from '../components/price-value';
import { exchangeTitle } from '../lib/exchange-title';

const Widget = styled(RouteLink)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing()}
  span:first-of-type {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Price = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  > :last-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
  }
`;

/**
 * The global markets' price widgets (spec 2 §2): each currency future's nearest month at 4 decimals, moving
 * live, each a link to the exchange rates page. Nothing shows while they load or if they cannot.
 */
export function RateWidgets({ refetchInterval, onError }: { refetchInterval: number | false; onError: (error: unknown) => void }) {
  const rates = useQuery({ ...exchangeCurrenciesQuery(), refetchInterval });
  useEffect(() => {
    if (rates.error) onError(rates.error);
  }, [rates.error, onError]);
  const fronts = (rates.data ?? []).flatMap((table) => (table.snapshots[0] ? [{ table, front: table.snapshots[0] }] : []));
  if (fronts.length === 0) return null;
  return (
    <FlowGrid minWidth="12rem" stretch aria-label="Exchange rates" data-testid="rate-widgets">
      {fronts.map(({ table, front }) => (
        <li key={table.commodityId}>
          <Widget path={paths.exchangeRates}>
            <span>
              {exchangeTitle(table)}, {deliveryMonthText(front.deliveryMonth)}
            </span>
            <Price>
              <PriceValue value={front.lastTradePrice} decimals={futuresDecimals(table.commodityId)} />
              <PriceChange direction={front.changeDirection} netChange={front.netChange} decimals={futuresDecimals(table.commodityId)} />
            </Price>
          </Widget>
        </li>
      ))}
    </FlowGrid>
  );
}

import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, type PriceRow, type Prices } from '@farm/core';
import { cropMarketingMessages, pricesQuery, type Commodity, type PricesQuestion } from '@farm/area-crop-marketing';
import { isServerFailure, Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { MarketNote } from '../components/market-note';
import { PriceTable, type SellState } from './price-table';

export interface CommodityPricesProps {
  reference: string;
  commodity: Commodity;
  question: Omit<PricesQuestion, 'commodityExternalCdkId'>;
  internal: boolean;
  sell: SellState;
  refetchInterval: number | false;
  onSell: (commodity: Commodity, row: PriceRow, prices: Prices) => void;
  onAlert: (commodity: Commodity, row: PriceRow) => void;
  onOffer: (commodity: Commodity, row: PriceRow, prices: Prices) => void;
  /** A failed load, for the page's server-error dialog. */
  onError: (error: unknown) => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  span {
    margin-left: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A Sell button's words while the price desk has paused the commodity. */
const SELLING_PAUSED_LABEL = 'Selling paused';

/** One commodity's price table: a loader, then its prices, then 'No pricing is available' (spec 2 §2). */
export function CommodityPrices({ reference, commodity, question, internal, sell, refetchInterval, onSell, onAlert, onOffer, onError }: CommodityPricesProps) {
  const headingId = useId();
  const prices = useQuery({ ...pricesQuery(reference, { ...question, commodityExternalCdkId: commodity.commodityExternalCdkId }), refetchInterval });
  useEffect(() => {
    if (prices.error) onError(prices.error);
  }, [prices.error, onError]);

  let content;
  if (prices.isPending) content = <Loader label={`Loading ${commodity.name} prices…`} />;
  else if (prices.isError)
    content = (
      <Message role="alert">{isServerFailure(prices.error) ? cropMarketingMessages.noPricing : errorMessageFor(prices.error, clientConfig().support)}</Message>
    );
  else if (prices.data.rows.length === 0) content = <Message>{cropMarketingMessages.noPricing}</Message>;
  else {
    // The price desk's pause outranks trading hours: the buttons say why they do not sell (issue 29).
    const sellNow = prices.data.sellingPaused ? { disabled: true, label: SELLING_PAUSED_LABEL } : sell;
    content = (
      <>
        {prices.data.sellingPaused && <Message role="status">{cropMarketingMessages.sellingPaused}</Message>}
        <PriceTable
          commodity={commodity}
          rows={prices.data.rows}
          internal={internal}
          // Spec 2 §2: Sell waits while prices load (a refresh too), so nobody sells at a price being replaced.
          sell={prices.isFetching ? { ...sellNow, disabled: true } : sellNow}
          onSell={(row) => onSell(commodity, row, prices.data)}
          onAlert={(row) => onAlert(commodity, row)}
          onOffer={(row) => onOffer(commodity, row, prices.data)}
        />
        <MarketNote updatedAt={prices.data.updatedAt} demo={prices.data.demo} />
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId} data-commodity={commodity.commodityExternalCdkId}>
      <Heading id={headingId}>
        {commodity.name} <span>{commodity.specification}</span>
      </Heading>
      {content}
    </Section>
  );
}

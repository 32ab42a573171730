import styled from '@emotion/styled';
import { CURRENCY_PER_TONNE, cropMarketingMessages, embedPricesQuery, contractPeriodText } from '@farm/area-crop-marketing';
import { clientConfig, errorMessageFor, partnerErrorMessage, paths, portalUrl, PRICE_TYPE_LABELS, type PriceType } from '@farm/core';
import { focusRing, Loader, useEmbedOptions } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MarketNote } from '../components/market-note';
import { PartnerCard } from '../components/partner-card';
import { PriceChangeRows } from '../components/price-change-rows';
import { responsiveTable } from '../components/responsive-table';
import { useLiveMarket } from '../hooks/use-live-market';

export interface PartnerPricesProps {
  commodity: string;
  postcode?: string;
  priceType?: string;
}

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Table = styled.table`
  ${responsiveTable}
`;

const Message = styled.p<{ tone?: 'error' }>`
  margin: 0;
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.muted)};
`;

const SellLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  ${focusRing()}
`;

const PRICE = `Price (${CURRENCY_PER_TONNE})`;

const asPriceType = (value: string | undefined): PriceType => (value?.trim().toUpperCase() === 'XFH' ? 'XFH' : 'XFM');

/**
 * A partner's <farm-prices commodity="Feed Wheat" postcode="CB10 2RL">: indicative ex-farm prices near a
 * postcode, without sign-in (GET /public/prices with the partner key), moving with the live market stream,
 * and the way to sell them on MyFarm.
 */
export function PartnerPrices({ commodity, postcode = '', priceType }: PartnerPricesProps) {
  const embed = useEmbedOptions();
  const titleId = useId();
  const type = asPriceType(priceType);
  const { refetchInterval } = useLiveMarket();
  const prices = useQuery({ ...embedPricesQuery({ commodity, postcode, priceType: type }, embed), enabled: postcode.trim() !== '', refetchInterval });

  let content;
  if (postcode.trim() === '') content = <Message>Add a postcode attribute to show prices.</Message>;
  else if (prices.isError)
    content = (
      <Message tone="error" role="alert">
        {partnerErrorMessage(prices.error, 'prices') ?? errorMessageFor(prices.error, clientConfig().support)}
      </Message>
    );
  else if (!prices.data) content = <Loader label="Loading prices…" />;
  else if (prices.data.rows.length === 0) content = <Message>{cropMarketingMessages.noPricing}</Message>;
  else
    content = (
      <>
        <Table>
          <PriceChangeRows
            labelHeader="Contract period"
            valueHeader={PRICE}
            rows={prices.data.rows.map((row) => ({
              key: row.deliveryMonth + row.contractPeriod.from,
              label: contractPeriodText(row.contractPeriod),
              value: row.priceCurrentYear,
              direction: row.changeDirection,
              netChange: row.netChange,
            }))}
          />
        </Table>
        <MarketNote updatedAt={prices.data.updatedAt} demo={prices.data.demo} />
      </>
    );

  const area = prices.data?.postcodeArea;
  return (
    <PartnerCard aria-labelledby={titleId}>
      <h2 id={titleId}>{prices.data?.commodity ?? commodity} prices</h2>
      <Subtitle>
        Indicative {PRICE_TYPE_LABELS[type].toLowerCase()} prices{area ? ` for the ${area} postcode area` : ''}, before your own price preferences.
      </Subtitle>
      {content}
      <SellLink href={portalUrl(paths.cropMarketing)} target="_blank" rel="noopener">
        Sell on MyFarm
      </SellLink>
    </PartnerCard>
  );
}

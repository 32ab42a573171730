import styled from '@emotion/styled';
import { partnerErrorMessage, paths, portalUrl } from '@farm/core';
import { CHART_PERIODS, type ChartPeriod, DEFAULT_CHART_PERIOD, embedChartQuery } from '@farm/area-crop-marketing';
import { cardLink, mediaQueries, useEmbedOptions, useMediaQuery } from '@farm/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MarketChart } from '../chart/market-chart';
import { PartnerCard } from '../components/partner-card';

export interface PartnerMarketChartProps {
  commodity: string;
  period?: string;
}

const Card = styled(PartnerCard)`
  > a {
    ${cardLink}
  }
`;

const asPeriod = (value: string | undefined): ChartPeriod | undefined => CHART_PERIODS.find((period) => period === value?.trim().toUpperCase());

/**
 * A partner's <farm-market-chart commodity="LIFFE Feed Wheat" period="6M">: one futures market's chart without
 * sign-in (GET /public/market-chart with the partner key), following the live market stream. Without a period,
 * 3M on a phone or tablet and 2Y on a desktop, as in the portal.
 */
export function PartnerMarketChart({ commodity, period: asked }: PartnerMarketChartProps) {
  const embed = useEmbedOptions();
  const titleId = useId();
  const desktop = useMediaQuery(mediaQueries.desktop);
  const [period, setPeriod] = useState<ChartPeriod>(asPeriod(asked) ?? (desktop ? DEFAULT_CHART_PERIOD.desktop : DEFAULT_CHART_PERIOD.compact));
  const [deliveryMonth, setDeliveryMonth] = useState<string | undefined>();
  const history = useQuery({ ...embedChartQuery(commodity, { period, deliveryMonth }, embed), placeholderData: keepPreviousData });
  const title = history.data ? `${history.data.commodityDescription} - ${history.data.contractBasis}` : commodity;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <MarketChart
        history={history}
        period={period}
        onPeriod={setPeriod}
        deliveryMonth={deliveryMonth}
        onDeliveryMonth={setDeliveryMonth}
        errorMessage={(error) => partnerErrorMessage(error, 'market chart')}
      />
      <a href={portalUrl(paths.cropMarketing)} target="_blank" rel="noopener">
        Grain prices and selling on MyFarm
      </a>
    </Card>
  );
}

import {
  CURRENCY_PER_TONNE,
  collectionAddressesQuery,
  commoditiesQuery,
  cropMarketingMessages,
  pricePreferencesQuery,
  pricesQuery,
  contractPeriodText,
} from '@farm/area-crop-marketing';
import { clientConfig, errorMessageFor } from '@farm/core';
import { isServerFailure, Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MarketNote } from '../components/market-note';
import { PriceChangeRows } from '../components/price-change-rows';
import { useChosenAddress } from '../hooks/use-chosen-address';
import { priceTypeOf } from '../lib/price-type';
import { MoreLink } from './more-link';
import { PanelCard, PanelMessage, PanelTable } from './panel-styles';

/** The commodity the dashboard panel shows (spec 2 §2), and how many contract periods fit a panel. */
const PANEL_COMMODITY = 'Feed Wheat';
const PANEL_ROWS = 4;

export interface GrainPricesPanelProps {
  reference: string;
  collapsible: boolean;
  refetchInterval: number | false;
  onError: (error: unknown) => void;
  /** The account has no collection address. */
  onNoAddress: () => void;
}

/** 'Your grain prices: Feed Wheat': the next contract periods at the chosen collection address, live. */
export function GrainPricesPanel({ reference, collapsible, refetchInterval, onError, onNoAddress }: GrainPricesPanelProps) {
  const commodities = useQuery(commoditiesQuery());
  const preferences = useQuery(pricePreferencesQuery(reference));
  const addresses = useQuery(collectionAddressesQuery(reference));
  const { address } = useChosenAddress(reference, addresses.data);
  const commodity = commodities.data?.find((c) => c.name === PANEL_COMMODITY);
  const prices = useQuery({
    ...pricesQuery(reference, {
      priceType: priceTypeOf(preferences.data),
      farmAddressId: address?.addressNumber ?? 0,
      commodityExternalCdkId: commodity?.commodityExternalCdkId ?? '',
    }),
    enabled: !!commodity && !!address && !!preferences.data,
    refetchInterval,
  });

  const error = commodities.error ?? preferences.error ?? addresses.error ?? prices.error;
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
  const noAddresses = addresses.data?.length === 0;
  useEffect(() => {
    if (noAddresses) onNoAddress();
  }, [noAddresses, onNoAddress]);

  const title = `Your grain prices: ${PANEL_COMMODITY}`;
  let content;
  if (error)
    content = (
      <PanelMessage role="alert">{isServerFailure(error) ? cropMarketingMessages.noPricing : errorMessageFor(error, clientConfig().support)}</PanelMessage>
    );
  else if (noAddresses || (commodities.data && !commodity)) content = <PanelMessage>{cropMarketingMessages.noPricing}</PanelMessage>;
  else if (!prices.data) content = <Loader label="Loading prices…" />;
  else if (prices.data.rows.length === 0) content = <PanelMessage>{cropMarketingMessages.noPricing}</PanelMessage>;
  else
    content = (
      <>
        <PanelTable>
          <PriceChangeRows
            labelHeader="Contract period"
            valueHeader={CURRENCY_PER_TONNE}
            rows={prices.data.rows.slice(0, PANEL_ROWS).map((row) => ({
              key: row.sellReference,
              label: contractPeriodText(row.contractPeriod),
              value: row.priceCurrentYear,
              direction: row.changeDirection,
              netChange: row.netChange,
            }))}
          />
        </PanelTable>
        <MarketNote updatedAt={prices.data.updatedAt} demo={prices.data.demo} />
      </>
    );

  return (
    <PanelCard title={title} level={2} collapsible={collapsible} aside={<MoreLink about="grain prices" />} data-testid="grain-prices-panel">
      {content}
    </PanelCard>
  );
}

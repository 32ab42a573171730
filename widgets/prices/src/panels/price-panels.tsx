import styled from '@emotion/styled';
import { account$ } from '@farm/core';
import { mediaQueries, NoCollectionAddressDialog, ServerErrorDialog, useBusValue, useMediaQuery, useServerErrorDialog } from '@farm/ui';
import { useCallback, useState } from 'react';
import { useLiveMarket } from '../hooks/use-live-market';
import { markNoCollectionAddress } from '../lib/no-address-marker';
import { GlobalMarketsPanel } from './global-markets-panel';
import { GrainPricesPanel } from './grain-prices-panel';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The dashboard's price panels (spec 2 §2), as <farm-price-panels>: 'Your grain prices: Feed Wheat' and
 * 'Global Markets: LIFFE Feed Wheat - GBP per tonne', each with a More link to crop marketing, collapsible on a
 * phone, moving with every live tick. The dashboard shows them only when crop marketing is open to the account.
 */
export function PricePanels() {
  const account = useBusValue(account$);
  const phone = useMediaQuery(mediaQueries.mobile);
  const { refetchInterval } = useLiveMarket();
  const failures = useServerErrorDialog([]);
  const [noAddress, setNoAddress] = useState(false);
  const reference = account?.reference;
  const onNoAddress = useCallback(() => {
    // Once a session: the dashboard is where people land, and the prompt is for crop marketing.
    if (reference && markNoCollectionAddress(reference)) setNoAddress(true);
  }, [reference]);
  if (!reference) return null;
  return (
    <Panels>
      <GrainPricesPanel
        key={reference}
        reference={reference}
        collapsible={phone}
        refetchInterval={refetchInterval}
        onError={failures.report}
        onNoAddress={onNoAddress}
      />
      <GlobalMarketsPanel collapsible={phone} refetchInterval={refetchInterval} onError={failures.report} />
      <NoCollectionAddressDialog open={noAddress} onClose={() => setNoAddress(false)} />
      <ServerErrorDialog open={failures.open} onClose={failures.close} />
    </Panels>
  );
}

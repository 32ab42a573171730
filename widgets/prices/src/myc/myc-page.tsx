import styled from '@emotion/styled';
import { account$, loadElement, requestPriceAlert, session$, toast, type PriceRow, type Prices } from '@farm/core';
import {
  collectionAddressesQuery,
  commoditiesQuery,
  cropMarketingMessages,
  pricePreferencesQuery,
  type Commodity,
  type SaleResponse,
} from '@farm/area-crop-marketing';
import { type StandingOffer } from '@farm/area-alerts';
import { EmptyState, Loader, media, Page, PageHeader, NoCollectionAddressDialog, ServerErrorDialog, useBusValue, useServerErrorDialog } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { createElement, useCallback, useEffect, useState } from 'react';
import { Disclosure } from '../components/disclosure';
import { useChosenAddress } from '../hooks/use-chosen-address';
import { useLiveMarket } from '../hooks/use-live-market';
import { useTradingTimes } from '../hooks/use-trading-times';
import { markNoCollectionAddress } from '../lib/no-address-marker';
import { preferencesChanged, priceTypeOf } from '../lib/price-type';
import { InterruptedSaleDialog } from '../sell/interrupted-sale-dialog';
import { takeInterruptedSale } from '../sell/interrupted-sale';
import { dropStaleDialogEntry } from '../sell/use-back-closes';
import { SaleConfirmedDialog } from '../sell/sale-confirmed-dialog';
import { SellDialog } from '../sell/sell-dialog';
import { OfferCreatedDialog } from '../offers/offer-created-dialog';
import { OfferDialog } from '../offers/offer-dialog';
import { StandingOffers } from '../offers/standing-offers';
import { GlobalMarkets } from '../global-markets/global-markets';
import { CollectionAddressSelect } from './collection-address-select';
import { CommodityPrices } from './commodity-prices';
import { MycLinks } from './myc-links';
import { PreferenceMenu } from './preference-menu';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 32rem) auto;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
    > :first-child {
      justify-self: stretch;
    }
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Accordion = styled(Disclosure)`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > div + div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(6)};
    margin-top: ${({ theme }) => theme.space(4)};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** The changed-settings notice of spec 2 §4 (its wording is not given). */
export const PREFERENCES_CHANGED_NOTICE = 'Your price preferences differ from the defaults: these prices include them.';

/** When the price alerts dialog's module cannot be loaded (the spec names no message). */
const PRICE_ALERTS_UNAVAILABLE = 'Price alerts cannot be opened just now. Please try again.';

interface Selling {
  commodity: Commodity;
  row: PriceRow;
  prices: Prices;
}

/** Crop marketing (myc, spec 2 §2) for one business: its collection address, preferences and price tables. */
function AccountPrices({ reference, internal }: { reference: string; internal: boolean }) {
  const { refetchInterval } = useLiveMarket();
  const commodities = useQuery(commoditiesQuery());
  const preferences = useQuery(pricePreferencesQuery(reference));
  const addresses = useQuery(collectionAddressesQuery(reference));
  const trading = useTradingTimes();
  const { address, choose } = useChosenAddress(reference, addresses.data);
  const failures = useServerErrorDialog([commodities.error, preferences.error, addresses.error, trading.error]);
  const [selling, setSelling] = useState<Selling | null>(null);
  const [offering, setOffering] = useState<Selling | null>(null);
  const [offered, setOffered] = useState<StandingOffer | null>(null);
  const [offersShown, setOffersShown] = useState(true);
  const [sold, setSold] = useState<SaleResponse | null>(null);
  const [noAddress, setNoAddress] = useState(false);
  // A sale this tab was reloaded in the middle of: said once, on the page it was made from.
  const [interrupted, setInterrupted] = useState(() => takeInterruptedSale(reference));
  useEffect(dropStaleDialogEntry, []);

  const noAddresses = addresses.data?.length === 0;
  useEffect(() => {
    if (!noAddresses) return;
    markNoCollectionAddress(reference);
    setNoAddress(true);
  }, [noAddresses, reference]);

  const onSell = useCallback((commodity: Commodity, row: PriceRow, prices: Prices) => setSelling({ commodity, row, prices }), []);
  const onOffer = useCallback((commodity: Commodity, row: PriceRow, prices: Prices) => setOffering({ commodity, row, prices }), []);
  const priceType = priceTypeOf(preferences.data);
  const [alertDialogShown, setAlertDialogShown] = useState(false);
  const onAlert = useCallback(
    (commodity: Commodity, row: PriceRow) => {
      if (!address) return;
      const request = { accountReference: reference, commodity, row, farmAddressId: address.addressNumber, priceType, triggerId: row.triggerId };
      // The dialog is the alerts widget's element, loaded on the first bell. The bus holds the request until
      // the element, rendered from now on, takes it.
      loadElement('farm-price-alert-dialog').then(
        () => {
          setAlertDialogShown(true);
          requestPriceAlert(request);
        },
        () => toast(PRICE_ALERTS_UNAVAILABLE, 'error'),
      );
    },
    [reference, address, priceType],
  );

  const ready = commodities.data && preferences.data && address;
  let tables;
  if (noAddresses || commodities.isError || preferences.isError || addresses.isError) tables = <EmptyState title={cropMarketingMessages.noPricing} />;
  else if (!ready) tables = <Loader label="Loading your grain prices…" />;
  else
    tables = commodities.data.map((commodity) => (
      <CommodityPrices
        key={commodity.commodityExternalCdkId}
        reference={reference}
        commodity={commodity}
        question={{ priceType, farmAddressId: address.addressNumber }}
        internal={internal}
        sell={trading.sell}
        refetchInterval={refetchInterval}
        onSell={onSell}
        onAlert={onAlert}
        onOffer={onOffer}
        onError={failures.report}
      />
    ));

  return (
    <>
      <Toolbar>
        {addresses.data && address ? <CollectionAddressSelect addresses={addresses.data} selected={address} onChange={choose} /> : <span />}
        {preferences.data && <PreferenceMenu reference={reference} preferences={preferences.data} onError={failures.report} />}
      </Toolbar>
      {preferencesChanged(preferences.data) && <Notice role="status">{PREFERENCES_CHANGED_NOTICE}</Notice>}
      {trading.closedNotice && <Notice>{trading.closedNotice}</Notice>}
      <Accordion title="Your grain prices" level={2}>
        {tables}
      </Accordion>
      <Accordion title="Standing offers" level={2} onOpenChange={setOffersShown} data-testid="standing-offers">
        <StandingOffers reference={reference} open={offersShown} onError={failures.report} />
      </Accordion>
      <Accordion title="Global markets" level={2} defaultOpen={false} lazy data-testid="global-markets">
        <GlobalMarkets refetchInterval={refetchInterval} onError={failures.report} />
      </Accordion>
      {selling && (
        <SellDialog
          reference={reference}
          commodity={selling.commodity}
          row={selling.row}
          prices={selling.prices}
          onClose={() => setSelling(null)}
          onSold={(sale) => {
            setSelling(null);
            setSold(sale);
          }}
          onError={failures.report}
        />
      )}
      {offering && (
        <OfferDialog
          reference={reference}
          commodity={offering.commodity}
          row={offering.row}
          prices={offering.prices}
          onClose={() => setOffering(null)}
          onCreated={(offer) => {
            setOffering(null);
            setOffered(offer);
          }}
          onError={failures.report}
        />
      )}
      {offered && <OfferCreatedDialog offer={offered} onClose={() => setOffered(null)} />}
      {sold && <SaleConfirmedDialog reference={reference} sale={sold} onClose={() => setSold(null)} />}
      {alertDialogShown && createElement('farm-price-alert-dialog')}
      <NoCollectionAddressDialog open={noAddress} onClose={() => setNoAddress(false)} />
      <InterruptedSaleDialog stage={interrupted} onClose={() => setInterrupted(null)} />
      <ServerErrorDialog open={failures.open} onClose={failures.close} />
    </>
  );
}

/**
 * The crop marketing page (/dashboard/myc). A business switch starts it afresh: its address, dialogs and
 * tables belong to the business that was shown (spec 2 §4 'Switching business account clears state').
 */
export function MycPage() {
  const account = useBusValue(account$);
  const session = useBusValue(session$);
  return (
    <Page aria-labelledby="myc-title">
      <PageHeader>
        <h1 id="myc-title">Crop Marketing</h1>
        <MycLinks />
      </PageHeader>
      {account ? (
        <AccountPrices key={account.reference} reference={account.reference} internal={!!session?.internal} />
      ) : (
        <Loader label="Loading your business…" />
      )}
    </Page>
  );
}

import { matchRoute, routes } from '@farm/core';
import { useLocationPath } from '@farm/ui';
import { useEffect } from 'react';
import { ExchangeRatesPage } from './exchange-rates/exchange-rates-page';
import { MarketReportPage } from './market-report/market-report-page';
import { MycPage } from './myc/myc-page';
import { PriceDeskPage } from './price-desk/price-desk-page';

const pageFor = (route: ReturnType<typeof matchRoute>) => {
  if (route === routes.exchangeRates) return ExchangeRatesPage;
  if (route === routes.marketReport) return MarketReportPage;
  if (route === routes.priceDesk) return PriceDeskPage;
  return MycPage;
};

/** The prices widget's routes (spec 2 §2): crop marketing (myc), its exchange rates and its market report; staff's price desk. */
export function PricesRoot() {
  const route = matchRoute(useLocationPath());
  const Page = pageFor(route);
  const title = route?.title ?? routes.cropMarketing.title;
  useEffect(() => {
    document.title = `${title} | MyFarm`;
  }, [title]);
  return <Page />;
}

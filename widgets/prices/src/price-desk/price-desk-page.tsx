import styled from '@emotion/styled';
import { clientConfig, errorMessageFor } from '@farm/core';
import { EmptyState, FormProblem, Loader, Page, PageHeader } from '@farm/ui';
import { AllowancesCard } from './allowances-card';
import { BasisCard } from './basis-card';
import { PriceSheetCard } from './price-sheet-card';
import { TradingHoursCard } from './trading-hours-card';
import { SellingSwitches } from './selling-switches';
import { usePriceDesk } from './use-price-desk';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

/**
 * The price desk (/dashboard/price-desk, staff only; issue 29): what the merchant's traders set that the price
 * model and selling read. Each change is the server's, audited, and prices the next tick on every instance.
 */
export function PriceDeskPage() {
  const { desk, change } = usePriceDesk();
  let body;
  if (desk.isPending) body = <Loader label="Loading the price desk…" />;
  else if (desk.isError) body = <EmptyState title={errorMessageFor(desk.error, clientConfig().support)} />;
  else
    body = (
      <Cards>
        <SellingSwitches desk={desk.data} change={change} />
        <TradingHoursCard desk={desk.data} change={change} />
        <BasisCard desk={desk.data} change={change} />
        <AllowancesCard desk={desk.data} change={change} />
        <PriceSheetCard desk={desk.data} />
      </Cards>
    );
  return (
    <Page aria-labelledby="price-desk-title">
      <PageHeader>
        <h1 id="price-desk-title">Price desk</h1>
      </PageHeader>
      {change.isError && <FormProblem role="alert">{errorMessageFor(change.error, clientConfig().support)}</FormProblem>}
      {body}
    </Page>
  );
}

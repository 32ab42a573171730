import styled from '@emotion/styled';
import { account$, paths } from '@farm/core';
import { Loader, Page, PageHeader, RouteLink, Tabs, useBusValue, useFeatureAllowed } from '@farm/ui';
import { MyAccountDocumentActions } from './contract/document-actions';
import { MyAccountList } from './list/my-account-list';
import { useTabParam } from './lib/use-tab-param';
import { GrainSalesTab } from './tabs/grain-sales-tab';
import { MovementsSlot } from './tabs/movements-slot';
import { PurchasesTab } from './tabs/purchases-tab';

type TabKey = 'all-transactions' | 'grain-sales' | 'purchases' | 'movements' | 'haulier-self-bills';

/** Spec 3 §2's tabs, each shown or hidden by its flag of §6. */
function useOfferedTabs() {
  const hideAll = useFeatureAllowed('hide-alltransactions');
  const movements = useFeatureAllowed('movements');
  const haulier = useFeatureAllowed('myaccount-haulierselfbills');
  const tabs: { key: TabKey; label: string; offered: boolean }[] = [
    { key: 'all-transactions', label: 'All transactions', offered: !hideAll },
    { key: 'grain-sales', label: 'Grain sales', offered: true },
    { key: 'purchases', label: 'Purchases', offered: true },
    { key: 'movements', label: 'Movements', offered: movements },
    { key: 'haulier-self-bills', label: 'Haulier self bills', offered: haulier },
  ];
  return tabs.filter((tab) => tab.offered);
}

/** Every amount says whether it includes VAT (issue 26); the All transactions list holds both kinds. */
const VatNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function TabPanel({ tab, reference }: { tab: TabKey; reference: string }) {
  switch (tab) {
    case 'all-transactions':
      return (
        <>
          <VatNote>Grain sales are zero-rated: their amounts carry no VAT. Purchase amounts include VAT.</VatNote>
          <MyAccountList reference={reference} list="allTransactions" label="All transactions" />
        </>
      );
    case 'grain-sales':
      return <GrainSalesTab reference={reference} />;
    case 'purchases':
      return <PurchasesTab reference={reference} />;
    case 'movements':
      return <MovementsSlot />;
    case 'haulier-self-bills':
      return <MyAccountList reference={reference} list="haulierSelfBills" label="Haulier self bills" />;
  }
}

/**
 * My Account (spec 3 §2 'Transactions page'): the selected business's transactions, grain sales, purchases,
 * movements and haulier self bills. A business switch mounts the tabs afresh (the key), so every list reloads
 * and starts again at page 1.
 */
export function MyAccountPage() {
  const account = useBusValue(account$);
  const tabs = useOfferedTabs();
  const [selected, select] = useTabParam(
    'tab',
    tabs.map((tab) => tab.key),
  );
  return (
    <Page aria-labelledby="my-account-title">
      <PageHeader>
        <h1 id="my-account-title">My Account</h1>
        <RouteLink path={paths.paymentInfo}>How do I pay?</RouteLink>
      </PageHeader>
      {account && selected ? (
        <MyAccountDocumentActions key={account.reference} reference={account.reference}>
          <Tabs label="My Account" tabs={tabs} selected={selected} onSelect={select}>
            <TabPanel key={selected} tab={selected} reference={account.reference} />
          </Tabs>
        </MyAccountDocumentActions>
      ) : (
        <Loader label="Loading your business…" />
      )}
    </Page>
  );
}

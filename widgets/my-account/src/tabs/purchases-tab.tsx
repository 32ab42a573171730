import { Tabs, useFeatureAllowed } from '@farm/ui';
import { MyAccountList } from '../list/my-account-list';
import { useTabParam } from '../lib/use-tab-param';

const SUB_TABS = [
  { key: 'transactions', label: 'Transactions', list: 'purchaseTransactions' },
  { key: 'product', label: 'Product', list: 'purchaseProducts' },
  { key: 'orders', label: 'Orders', list: 'purchaseOrders' },
] as const;
type SubTab = (typeof SUB_TABS)[number]['key'];

/** Purchases (spec 3 §2 'Purchases screen'): Transactions, Product (flag purchases-products) and Orders. */
export function PurchasesTab({ reference }: { reference: string }) {
  const products = useFeatureAllowed('purchases-products');
  const tabs = SUB_TABS.filter((tab) => tab.key !== 'product' || products);
  const [selected, select] = useTabParam<SubTab>(
    'view',
    tabs.map((tab) => tab.key),
  );
  const tab = tabs.find((t) => t.key === selected)!;
  return (
    <Tabs label="Purchases" tabs={tabs} selected={tab.key} onSelect={select}>
      <MyAccountList key={tab.key} reference={reference} list={tab.list} label={tab.label} />
    </Tabs>
  );
}

import { navigate } from '@farm/core';
import { Tabs } from '@farm/ui';
import { policyTabs, rememberTab, type PolicyTab } from '../legal-views';
import { LegalDocument } from './legal-document';

/**
 * The three policies as tabs. Choosing a tab remembers it and moves to its own route, so the address
 * always names what is shown; the policies route opens on the remembered tab.
 */
export function PolicyTabs({ selected, onLocalSelect }: { selected: PolicyTab; onLocalSelect?: (tab: PolicyTab) => void }) {
  const tab = policyTabs.find((t) => t.key === selected) ?? policyTabs[0]!;
  const select = (key: PolicyTab) => {
    rememberTab(key);
    const target = policyTabs.find((t) => t.key === key);
    if (!target || target.key === selected) return;
    // As a custom element on another page there are no portal routes: switch in place.
    if (onLocalSelect) onLocalSelect(target.key);
    else navigate(target.path);
  };
  return (
    <Tabs label="Policies" tabs={policyTabs} selected={tab.key} onSelect={select}>
      <LegalDocument key={tab.slug} slug={tab.slug} />
    </Tabs>
  );
}

import styled from '@emotion/styled';
import { MY_ACCOUNT_LISTS, PRODUCT_LINES } from '@farm/area-my-account';
import { mediaQueries, useMediaQuery } from '@farm/ui';
import { CollapsibleFilters, dateRangeInputProblem, DateRangeFields, FilterActions, filterPanelStyles, FilterSelect, useFilterDraft } from '@farm/ui/lists';
import { cropYears, LIST_SETTINGS, type TransactionListName } from '../lib/list-settings';

import { sameFilters, type ListFilters } from './list-filters';

export interface FilterPanelProps {
  list: TransactionListName;
  applied: ListFilters;
  defaults: ListFilters;
  onApply: (filters: ListFilters) => void;
}

const Panel = styled.div`
  ${filterPanelStyles}
`;

type Option = string | number | { value: string; label: string };
const optionOf = (option: Option) => (typeof option === 'object' ? option : { value: String(option), label: String(option) });
const SALE_OR_PURCHASE: Option[] = [
  { value: 'sale', label: 'Sales' },
  { value: 'purchase', label: 'Purchases' },
];

/**
 * The contract lists' one filter panel (spec 3 §2): date range, status, crop year and product line as the list
 * has them, applied together with Apply filters; Reset filters returns to the list's defaults. Apply is
 * disabled while a date box does not hold a date, the range is reversed or wider than the list allows (§5), or
 * nothing changed.
 */
function FilterPanel({ list, applied, defaults, onApply }: FilterPanelProps) {
  const settings = LIST_SETTINGS[list];
  const { draft, set, resettable, reset, changed } = useFilterDraft(applied, defaults, sameFilters, onApply);
  const { maxSpanDays } = MY_ACCOUNT_LISTS[list];
  const problem = dateRangeInputProblem(draft.range, maxSpanDays);
  return (
    <Panel role="group" aria-label="Filters">
      <DateRangeFields label={settings.dateLabel} value={draft.range} onChange={(range) => set({ range })} maxSpanDays={maxSpanDays} />
      {settings.saleOrPurchase && <FilterSelect label="Type" value={draft.type} options={SALE_OR_PURCHASE.map(optionOf)} onChange={(type) => set({ type })} />}
      {settings.statuses && (
        <FilterSelect label="Status" value={draft.status} options={settings.statuses.map(optionOf)} onChange={(status) => set({ status })} />
      )}
      {settings.cropYear && (
        <FilterSelect label="Crop year" value={draft.cropYear} options={cropYears(new Date()).map(optionOf)} onChange={(cropYear) => set({ cropYear })} />
      )}
      {settings.productLine && (
        <FilterSelect label="Product line" value={draft.productLine} options={PRODUCT_LINES.map(optionOf)} onChange={(productLine) => set({ productLine })} />
      )}
      <FilterActions resettable={resettable} onReset={reset} canApply={!problem && changed} onApply={() => onApply(draft)} />
    </Panel>
  );
}

/** The panel inline on a desktop; on a phone behind Show filters / Hide filters. */
export function CollapsibleFilterPanel(props: FilterPanelProps) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  if (!mobile) return <FilterPanel {...props} />;
  return (
    <CollapsibleFilters>
      <FilterPanel {...props} />
    </CollapsibleFilters>
  );
}

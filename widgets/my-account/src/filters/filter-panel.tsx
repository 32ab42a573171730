import styled from '@emotion/styled';
import { MY_ACCOUNT_LISTS, PRODUCT_LINES } from '@farm/core';
import { Button, media, mediaQueries, useMediaQuery } from '@farm/ui';
import { dateRangeInputProblem, DateRangeFields } from '@farm/ui/lists';
import { useEffect, useId, useState } from 'react';
import { cropYears, LIST_SETTINGS, type TransactionListName } from '../lib/list-settings';

import { sameFilters, type ListFilters } from './list-filters';

export interface FilterPanelProps {
  list: TransactionListName;
  applied: ListFilters;
  defaults: ListFilters;
  onApply: (filters: ListFilters) => void;
}

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  input,
  select {
    width: 10rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    input,
    select {
      width: 100%;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  ${media.mobile} {
    margin-left: 0;
    button {
      flex: 1;
    }
  }
`;

type Option = string | number | { value: string; label: string };
const optionOf = (option: Option) => (typeof option === 'object' ? option : { value: String(option), label: String(option) });
const SALE_OR_PURCHASE: Option[] = [
  { value: 'sale', label: 'Sales' },
  { value: 'purchase', label: 'Purchases' },
];

function Select({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  allLabel: string;
}) {
  const id = useId();
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The contract lists' one filter panel (spec 3 §2): date range, status, crop year and product line as the list
 * has them, applied together with Apply filters; Reset filters returns to the list's defaults. Apply is
 * disabled while a date box does not hold a date, the range is reversed or wider than the list allows (§5), or
 * nothing changed.
 */
function FilterPanel({ list, applied, defaults, onApply }: FilterPanelProps) {
  const settings = LIST_SETTINGS[list];
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const { maxSpanDays } = MY_ACCOUNT_LISTS[list];
  const problem = dateRangeInputProblem(draft.range, maxSpanDays);
  const set = (change: Partial<ListFilters>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <Panel role="group" aria-label="Filters">
      <DateRangeFields label={settings.dateLabel} value={draft.range} onChange={(range) => set({ range })} maxSpanDays={maxSpanDays} />
      {settings.saleOrPurchase && <Select label="Type" value={draft.type} options={SALE_OR_PURCHASE} allLabel="All" onChange={(type) => set({ type })} />}
      {settings.statuses && <Select label="Status" value={draft.status} options={settings.statuses} allLabel="All" onChange={(status) => set({ status })} />}
      {settings.cropYear && (
        <Select label="Crop year" value={draft.cropYear} options={cropYears(new Date())} allLabel="All" onChange={(cropYear) => set({ cropYear })} />
      )}
      {settings.productLine && (
        <Select label="Product line" value={draft.productLine} options={PRODUCT_LINES} allLabel="All" onChange={(productLine) => set({ productLine })} />
      )}
      <Actions>
        <Button
          type="button"
          variant="secondary"
          disabled={sameFilters(draft, defaults) && sameFilters(applied, defaults)}
          onClick={() => {
            // The boxes go back to the defaults even when those are applied already (a typed date not kept).
            setDraft(defaults);
            onApply(defaults);
          }}
        >
          Reset filters
        </Button>
        <Button type="button" disabled={!!problem || sameFilters(draft, applied)} onClick={() => onApply(draft)}>
          Apply filters
        </Button>
      </Actions>
    </Panel>
  );
}

/** The panel inline on a desktop; on a phone behind Show filters / Hide filters. */
export function CollapsibleFilterPanel(props: FilterPanelProps) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const [shown, setShown] = useState(false);
  const id = useId();
  if (!mobile) return <FilterPanel {...props} />;
  return (
    <div>
      <Button type="button" variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? 'Hide filters' : 'Show filters'}
      </Button>
      <div id={id} hidden={!shown}>
        {shown && <FilterPanel {...props} />}
      </div>
    </div>
  );
}

import styled from '@emotion/styled';
import { LIST_TEXT_LIMITS, MY_ACCOUNT_LISTS, type SampleFilters } from '@farm/core';
import { Button } from '@farm/ui';
import { DateRangeFields, LimitedInput } from '@farm/ui/lists';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { sameSampleFilters, sampleRangeProblem, type SampleFilterValues } from '../lib/sample-filters';
import { filterPanelStyles } from './filter-panel-styles';

export interface SampleFilterPanelProps {
  applied: SampleFilterValues;
  defaults: SampleFilterValues;
  /** What the account's samples hold; none while it loads (or when it failed), so the selects offer All only. */
  options: SampleFilters | undefined;
  onApply: (filters: SampleFilterValues) => void;
}

const Form = styled.form`
  ${filterPanelStyles}
`;

interface Option {
  value: string;
  label: string;
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Text({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <LimitedInput
        id={id}
        type="text"
        maxLength={LIST_TEXT_LIMITS.filter}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The samples' filters (spec 3 §2 'Grain sampling page'): Commodity and Variety (only the chosen commodity's
 * varieties), Locality, the date taken, and any part of a sample or contract reference. Applied together with
 * Apply filters (or Enter), as My Account's contract lists do; Reset filters goes back to the last 180 days.
 */
function SampleFilterPanel({ applied, defaults, options, onApply }: SampleFilterPanelProps) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const problem = sampleRangeProblem(draft.range);
  const set = (change: Partial<SampleFilterValues>) => setDraft((current) => ({ ...current, ...change }));
  const canApply = !problem && !sameSampleFilters(draft, applied);
  const varieties = (options?.varieties ?? []).filter((variety) => !draft.commodityNo || variety.commodityNo === Number(draft.commodityNo));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply(draft);
  };
  const chooseCommodity = (commodityNo: string) => {
    // A variety of another commodity would match nothing: it goes with the commodity it belonged to.
    const variety = options?.varieties.find((candidate) => String(candidate.varietyNo) === draft.varietyNo);
    set({ commodityNo, varietyNo: commodityNo && variety && String(variety.commodityNo) !== commodityNo ? '' : draft.varietyNo });
  };
  return (
    <Form role="search" aria-label="Sample filters" onSubmit={submit}>
      <Select
        label="Commodity"
        value={draft.commodityNo}
        options={(options?.commodities ?? []).map((commodity) => ({ value: String(commodity.commodityNo), label: commodity.description }))}
        onChange={chooseCommodity}
      />
      <Select
        label="Variety"
        value={draft.varietyNo}
        options={varieties.map((variety) => ({ value: String(variety.varietyNo), label: variety.description }))}
        onChange={(varietyNo) => set({ varietyNo })}
      />
      <Select
        label="Locality"
        value={draft.locality}
        options={(options?.localities ?? []).map((locality) => ({ value: locality, label: locality }))}
        onChange={(locality) => set({ locality })}
      />
      <DateRangeFields label="Date taken" value={draft.range} onChange={(range) => set({ range })} maxSpanDays={MY_ACCOUNT_LISTS.samples.maxSpanDays} />
      <Text label="Sample reference" value={draft.reference} onChange={(reference) => set({ reference })} />
      <Text label="Contract" value={draft.contractReference} onChange={(contractReference) => set({ contractReference })} />
      <div className="actions">
        <Button
          type="button"
          variant="secondary"
          disabled={sameSampleFilters(draft, defaults) && sameSampleFilters(applied, defaults)}
          onClick={() => {
            // The boxes go back to the defaults even when those are applied already (a typed date not kept).
            setDraft(defaults);
            onApply(defaults);
          }}
        >
          Reset filters
        </Button>
        <Button type="submit" disabled={!canApply}>
          Apply filters
        </Button>
      </div>
    </Form>
  );
}

/** The filters behind a toggle: 'Show filters' / 'Hide filters' on the grain sampling page, 'Filters' on a phone's View samples. */
export function CollapsibleSampleFilters({ toggleLabel, ...props }: SampleFilterPanelProps & { toggleLabel?: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div>
      <Button type="button" variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {toggleLabel ?? (shown ? 'Hide filters' : 'Show filters')}
      </Button>
      <div id={id} hidden={!shown} className="filters-body">
        {shown && <SampleFilterPanel {...props} />}
      </div>
    </div>
  );
}

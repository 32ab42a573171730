import styled from '@emotion/styled';
import { LIST_TEXT_LIMITS, MY_ACCOUNT_LISTS, type SampleFilters } from '@farm/area-my-account';
import { CollapsibleFilters, DateRangeFields, FilterActions, filterPanelStyles, FilterSelect, LimitedInput, useFilterDraft } from '@farm/ui/lists';
import { useId, type FormEvent } from 'react';
import { sameSampleFilters, sampleRangeProblem, type SampleFilterValues } from '../lib/sample-filters';

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
  const { draft, set, resettable, reset, changed } = useFilterDraft(applied, defaults, sameSampleFilters, onApply);
  const problem = sampleRangeProblem(draft.range);
  const canApply = !problem && changed;
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
      <FilterSelect
        label="Commodity"
        value={draft.commodityNo}
        options={(options?.commodities ?? []).map((commodity) => ({ value: String(commodity.commodityNo), label: commodity.description }))}
        onChange={chooseCommodity}
      />
      <FilterSelect
        label="Variety"
        value={draft.varietyNo}
        options={varieties.map((variety) => ({ value: String(variety.varietyNo), label: variety.description }))}
        onChange={(varietyNo) => set({ varietyNo })}
      />
      <FilterSelect
        label="Locality"
        value={draft.locality}
        options={(options?.localities ?? []).map((locality) => ({ value: locality, label: locality }))}
        onChange={(locality) => set({ locality })}
      />
      <DateRangeFields label="Date taken" value={draft.range} onChange={(range) => set({ range })} maxSpanDays={MY_ACCOUNT_LISTS.samples.maxSpanDays} />
      <Text label="Sample reference" value={draft.reference} onChange={(reference) => set({ reference })} />
      <Text label="Contract" value={draft.contractReference} onChange={(contractReference) => set({ contractReference })} />
      <FilterActions resettable={resettable} onReset={reset} canApply={canApply} />
    </Form>
  );
}

/** The filters behind a toggle: 'Show filters' / 'Hide filters' on the grain sampling page, 'Filters' on a phone's View samples. */
export function CollapsibleSampleFilters({ toggleLabel, ...props }: SampleFilterPanelProps & { toggleLabel?: string }) {
  return (
    <CollapsibleFilters toggleLabel={toggleLabel}>
      <SampleFilterPanel {...props} />
    </CollapsibleFilters>
  );
}

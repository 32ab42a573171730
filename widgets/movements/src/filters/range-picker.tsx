import { dateRangeProblem, MY_ACCOUNT_LISTS } from '@farm/core';
import { Button } from '@farm/ui';
import { DateRangeFields, type DateRange } from '@farm/ui/lists';
import { useEffect, useState } from 'react';

export interface RangePickerProps {
  applied: DateRange;
  onApply: (range: DateRange) => void;
}

/**
 * The movements' date range (spec 3 §2, §5): From and To as DD/MM/YYYY with the shortcuts; OK is disabled until
 * both ends are set, and while the range is reversed or wider than 365 days (the message says so).
 */
export function RangePicker({ applied, onApply }: RangePickerProps) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const problem = dateRangeProblem(draft.from, draft.to, MY_ACCOUNT_LISTS.movements.maxSpanDays)?.message;
  const unchanged = draft.from === applied.from && draft.to === applied.to;
  return (
    <div className="range-picker">
      <DateRangeFields label="Date" value={draft} onChange={setDraft} problem={problem} />
      <Button type="button" disabled={!draft.from || !draft.to || !!problem || unchanged} onClick={() => onApply(draft)}>
        OK
      </Button>
    </div>
  );
}

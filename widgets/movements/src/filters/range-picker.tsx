import { MY_ACCOUNT_LISTS } from '@farm/area-my-account';
import { Button } from '@farm/ui';
import { dateRangeInputProblem, DateRangeFields, type DateRange } from '@farm/ui/lists';
import { useEffect, useState } from 'react';

export interface RangePickerProps {
  applied: DateRange;
  onApply: (range: DateRange) => void;
}

const { maxSpanDays } = MY_ACCOUNT_LISTS.movements;

/**
 * The movements' date range (spec 3 §2, §5): the shared From and To boxes with the shortcuts, and OK. OK is
 * disabled until both ends are set, and while a box does not hold a date or the range is reversed or wider than
 * the list takes (the boxes say why), so such a range never reaches a request.
 */
export function RangePicker({ applied, onApply }: RangePickerProps) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const problem = dateRangeInputProblem(draft, maxSpanDays);
  const unchanged = draft.from === applied.from && draft.to === applied.to;
  return (
    <div className="range-picker">
      <DateRangeFields label="Date" value={draft} onChange={setDraft} maxSpanDays={maxSpanDays} />
      <Button type="button" disabled={!draft.from || !draft.to || !!problem || unchanged} onClick={() => onApply({ from: draft.from, to: draft.to })}>
        OK
      </Button>
    </div>
  );
}

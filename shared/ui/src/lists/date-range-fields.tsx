import styled from '@emotion/styled';
import { dateRangeProblem } from '@farm/area-my-account';
import { FieldError } from '@farm/ui';
import { useId } from 'react';
import { DATE_PRESETS } from './date-presets';
import { hasTypedText, type DateRange, type RangeEnd } from './date-range';
import { DateField } from './date-field';
import { dateRangeStyles } from './date-range-styles';

export interface DateRangeFieldsProps {
  label: string;
  /** The range as the boxes hold it, typed text included (the owner's draft). */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The widest range the list takes (MY_ACCOUNT_LISTS' maxSpanDays, §5). */
  maxSpanDays: number;
}

const Fieldset = styled.fieldset`
  ${dateRangeStyles}
`;

/**
 * The one date range of the My Account lists, the movements grid, the samples and the parcel wizard: From and To
 * (DD/MM/YYYY) with spec 3 §9's shortcuts. Each box says when it does not hold a date, the range when it is
 * reversed or wider than the list takes; its owner asks dateRangeInputProblem whether it may be applied.
 */
export function DateRangeFields({ label, value, onChange, maxSpanDays }: DateRangeFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // The range's own problem is named once both boxes hold days; a box's own problem is named under it.
  const problem = hasTypedText(value) ? undefined : dateRangeProblem(value.from, value.to, maxSpanDays)?.message;
  const setEnd = (end: RangeEnd) => (day: string | undefined, typed?: string) => {
    const others = { ...value.typed, [end]: typed };
    onChange({ from: value.from, to: value.to, [end]: day, ...(others.from || others.to ? { typed: others } : {}) });
  };
  return (
    <Fieldset className="date-range" aria-describedby={problem ? errorId : undefined}>
      <legend>{label}</legend>
      <div className="date-range-row">
        {(['from', 'to'] as const).map((end) => (
          <DateField
            key={end}
            label={end === 'from' ? 'From' : 'To'}
            value={value[end]}
            typed={value.typed?.[end]}
            onChange={setEnd(end)}
            invalid={!!problem}
            describedBy={problem ? errorId : undefined}
          />
        ))}
        <div className="date-field">
          <label htmlFor={`${id}-presets`}>Date shortcuts</label>
          <select
            id={`${id}-presets`}
            value=""
            onChange={(event) => {
              const preset = DATE_PRESETS.find((p) => p.label === event.target.value);
              if (preset) onChange(preset.range(new Date()));
            }}
          >
            <option value="">Choose…</option>
            {DATE_PRESETS.map((preset) => (
              <option key={preset.label} value={preset.label}>
                {preset.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <FieldError id={errorId} role="alert">
          {problem}
        </FieldError>
      )}
    </Fieldset>
  );
}

import { FieldError } from '@farm/ui';
import { useId } from 'react';
import { DATE_PRESETS, type DateRange } from './date-presets';
import { DateField } from './date-field';

export interface DateRangeFieldsProps {
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Why the range can not be applied, shown under it. */
  problem: string | undefined;
}

/** From and To (DD/MM/YYYY) with spec 3 §9's shortcuts. */
export function DateRangeFields({ label, value, onChange, problem }: DateRangeFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="date-range" aria-describedby={problem ? errorId : undefined}>
      <legend>{label}</legend>
      <div className="date-range-row">
        <DateField label="From" value={value.from} onChange={(from) => onChange({ ...value, from })} invalid={!!problem} describedBy={problem ? errorId : undefined} />
        <DateField label="To" value={value.to} onChange={(to) => onChange({ ...value, to })} invalid={!!problem} describedBy={problem ? errorId : undefined} />
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
    </fieldset>
  );
}

import { Loader } from '@farm/ui';
import { lazy, Suspense, useId } from 'react';
import { dayToDate, isoDay } from '../lib/iso-day';

// react-datepicker is its own import-map module, loaded when a filter panel first shows: only My Account's
// lists (and the offer dialog) download it.
const DatePicker = lazy(() => import('react-datepicker'));

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or undefined while none is chosen. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A DD/MM/YYYY box with a calendar (spec 3 §5). */
export function DateField({ label, value, onChange, invalid, describedBy }: DateFieldProps) {
  const id = useId();
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <Suspense fallback={<Loader label="Loading the calendar…" />}>
        <DatePicker
          id={id}
          selected={dayToDate(value)}
          onChange={(date: Date | null) => onChange(date ? isoDay(date) : undefined)}
          dateFormat="dd/MM/yyyy"
          placeholderText="DD/MM/YYYY"
          calendarStartDay={1}
          showPopperArrow={false}
          popperPlacement="bottom-start"
          autoComplete="off"
          ariaInvalid={invalid ? 'true' : undefined}
          ariaDescribedBy={describedBy}
        />
      </Suspense>
    </div>
  );
}

import { FieldError, Loader } from '@farm/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { dateProblem } from './date-problem';
import { dayToDate, isoDay } from './iso-day';

// react-datepicker is its own import-map module, loaded when a date box first shows: only the My Account lists,
// the movements grid (and the offer dialog) download it.
const DatePicker = lazy(() => import('react-datepicker'));

/** A chosen day as the box shows it. */
const isoDayText = (date: Date) => isoDay(date).split('-').reverse().join('/');

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or undefined while none is chosen. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The range a date must fall in, when one is applied already. */
  range?: { from: Date; to: Date };
}

/** A DD/MM/YYYY box with a calendar (spec 3 §5); what is typed is checked when the box is left. */
export function DateField({ label, value, onChange, invalid, describedBy, range }: DateFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const describedByAll = [describedBy, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <Suspense fallback={<Loader label="Loading the calendar…" />}>
        <DatePicker
          id={id}
          selected={dayToDate(value)}
          onChange={(date: Date | null) => {
            setProblem(date ? dateProblem(isoDayText(date), range) : undefined);
            onChange(date ? isoDay(date) : undefined);
          }}
          // Checked as typed once the date is whole: leaving the box puts back the last good date, and the message
          // then says why the typed one was not kept.
          onChangeRaw={(event) => {
            const text = (event?.target as HTMLInputElement | undefined)?.value;
            if (typeof text === 'string') setProblem(text.trim().length >= 10 ? dateProblem(text, range) : undefined);
          }}
          dateFormat="dd/MM/yyyy"
          strictParsing
          placeholderText="DD/MM/YYYY"
          calendarStartDay={1}
          showPopperArrow={false}
          popperPlacement="bottom-start"
          autoComplete="off"
          ariaInvalid={invalid || problem ? 'true' : undefined}
          ariaDescribedBy={describedByAll}
        />
      </Suspense>
      {problem && (
        <FieldError id={`${id}-problem`} role="alert">
          {problem}
        </FieldError>
      )}
    </div>
  );
}

import { DayPicker, FieldError } from '@farm/ui';
import { useId, useState } from 'react';
import { dateProblem, parseDayText } from './date-problem';
import { dayToDate, isoDay } from './iso-day';

/** A day as the box shows it: DD/MM/YYYY. */
const dayText = (day: string | undefined) => (day ? day.split('-').reverse().join('/') : '');
/** A whole DD/MM/YYYY is 10 characters: shorter text is still being typed, and is named once the box is left. */
const WHOLE_DATE_LENGTH = 10;

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or undefined while none is chosen. */
  value: string | undefined;
  /** What the box holds while it is not a day (typed garbage, or half typed); `value` is then the last day it held. */
  typed?: string | undefined;
  /** A chosen or typed day (undefined when the box is emptied), or the last day with the text that is not one. */
  onChange: (day: string | undefined, typed?: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The range a date must fall in, when one is applied already. */
  range?: { from: Date; to: Date };
}

/**
 * A DD/MM/YYYY box with a calendar (spec 3 §5). It shows what was typed until it is a day, so its owner knows the
 * box is not valid (`typed`) and keeps Apply disabled; it says why under the box once the date is whole or the box
 * is left: 'Enter a valid date, e.g. 13/02/2025', or 'Choose a date within the applied date range.'.
 */
export function DateField({ label, value, typed, onChange, invalid, describedBy, range }: DateFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const text = typed ?? dayText(value);
  const problem = typed !== undefined && typed.trim().length < WHOLE_DATE_LENGTH && focused ? undefined : dateProblem(text, range);
  const describedByAll = [describedBy, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  const typedText = (next: string) => {
    if (!next.trim()) return onChange(undefined);
    const day = parseDayText(next);
    return day ? onChange(day) : onChange(value, next);
  };
  return (
    <div
      className="date-field"
      // Focus within the box or its calendar; the picker's own onBlur is not called while its calendar is open.
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <DayPicker
        id={id}
        // The box shows this text whatever the picker's own state: typed garbage stays in it, named, until changed.
        value={text}
        selected={dayToDate(value)}
        // A day picked in the calendar.
        onChange={(date: Date | null) => onChange(date ? isoDay(date) : undefined)}
        // Typing is read here, not by the picker's parser: every keystroke tells the owner what the box holds.
        onChangeRaw={(event) => {
          if (event?.type !== 'change' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          typedText(event.target.value);
        }}
        strictParsing
        ariaInvalid={invalid || problem ? 'true' : undefined}
        ariaDescribedBy={describedByAll}
      />
      {problem && (
        <FieldError id={`${id}-problem`} role="alert">
          {problem}
        </FieldError>
      )}
    </div>
  );
}

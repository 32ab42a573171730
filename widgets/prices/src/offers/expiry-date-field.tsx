import styled from '@emotion/styled';
import { datePickerStyles, DayPicker, FieldError, FieldHint, labelledControl } from '@farm/ui';
import { useId } from 'react';
import { dayToDate, expiryRange, isoDay } from '../lib/expiry-range';

export interface ExpiryDateFieldProps {
  /** YYYY-MM-DD, or '' while none is chosen. */
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

const Field = styled.div`
  ${labelledControl}
  input {
    width: 100%;
    max-width: 12rem;
  }
  ${datePickerStyles}
`;

/** The offer's expiry: a DD/MM/YYYY box with a calendar, from tomorrow to the furthest day an offer may run. */
export function ExpiryDateField({ value, onChange, onBlur, error }: ExpiryDateFieldProps) {
  const id = useId();
  const { first, last } = expiryRange();
  return (
    <Field>
      <label htmlFor={id}>Expiry date</label>
      <FieldHint id={`${id}-hint`}>DD/MM/YYYY. The offer stops at the end of this day if it has not sold.</FieldHint>
      {/* react-datepicker loads when the first offer dialog opens: the prices page and the partner embeds never download it. */}
      <DayPicker
        id={id}
        selected={dayToDate(value)}
        onChange={(date: Date | null) => onChange(date ? isoDay(date) : '')}
        onBlur={onBlur}
        minDate={first}
        maxDate={last}
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
      />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

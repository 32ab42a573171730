import styled from '@emotion/styled';
import { useId, useState, type ChangeEvent } from 'react';
import { VisuallyHidden } from './visually-hidden';

/** Numeric-only entry (spec 2 §5): an optional sign, digits and one decimal point; partial entries ('-', '1.') pass. */
const NUMERIC_ENTRY_PATTERN = /^[+-]?\d*\.?\d*$/;

export const NUMERIC_ENTRY_REFUSED = 'Only numbers can be entered here: an optional + or - sign, digits and one decimal point.';

export interface NumericInputProps {
  label: string;
  /** The text in the box: the caller keeps it, so it can refuse or reshape an entry (for example bounds). */
  value: string;
  /** Called with text that passed the numeric filter; other keystrokes and pastes never reach it. */
  onChange: (text: string) => void;
  /** Shown after the box and read with the label, for example 'kg/ha'. */
  unit?: string;
  hint?: string;
  /** A problem with the value, announced and shown under the box. */
  error?: string;
  name?: string;
  id?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

const Unit = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.background};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Note = styled.span<{ tone: 'hint' | 'error' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.muted)};
`;

/**
 * A text box that takes numbers only. A refused keystroke or paste leaves the box as it was and says why,
 * so the user is never left wondering why nothing appeared. inputMode="decimal" brings up a number keypad.
 */
export function NumericInput({ label, value, onChange, unit, hint, error, name, id }: NumericInputProps) {
  const generated = useId();
  const inputId = id ?? `numeric-${generated}`;
  const [refused, setRefused] = useState(false);
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (!NUMERIC_ENTRY_PATTERN.test(next)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange(next);
  };
  const message = refused ? NUMERIC_ENTRY_REFUSED : error;
  const describedBy = [hint && `${inputId}-hint`, message && `${inputId}-message`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {unit && <VisuallyHidden> ({unit})</VisuallyHidden>}
      </Label>
      <Row data-invalid={message ? 'true' : 'false'}>
        <Input
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={handle}
          onBlur={() => setRefused(false)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
        {unit && <Unit aria-hidden="true">{unit}</Unit>}
      </Row>
      {hint && (
        <Note tone="hint" id={`${inputId}-hint`}>
          {hint}
        </Note>
      )}
      <Note tone="error" id={`${inputId}-message`} role="status" aria-live="polite">
        {message ?? ''}
      </Note>
    </Field>
  );
}

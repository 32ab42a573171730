import styled from '@emotion/styled';
import { FieldError, FieldHint } from '@farm/ui';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  textarea {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    line-height: 1.4;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  textarea[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export interface NotesFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The characters written, shown against `limit`. */
  length: number;
  limit: number;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A parcel's notes (§5: 4 rows, multiline), used with react-hook-form's `register`, with the characters used. */
export function NotesField({ label, length, limit, error, ref, ...textarea }: NotesFieldProps) {
  const id = useId();
  const describedBy = [`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} rows={4} {...textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldHint id={`${id}-count`}>
        {length} of {limit} characters
      </FieldHint>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

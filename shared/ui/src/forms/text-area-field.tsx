import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint } from '../components/field-text';

const Field = styled.div<{ $code: boolean }>`
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
  ${({ $code, theme }) =>
    $code &&
    `textarea {
      min-height: 22rem;
      padding: ${theme.space(3)};
      font-family: ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace;
      font-size: ${theme.fontSizes.sm};
      line-height: 1.5;
    }`}
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  textarea[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The characters written so far, shown against `limit`. */
  length: number;
  limit: number;
  /** A short guide under the label (what may be written). */
  hint?: ReactNode;
  /** Source text (markdown): a monospace, taller box. */
  code?: boolean;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line box for react-hook-form's `register`, with the characters used against the limit and its error. */
export function TextAreaField({ label, length, limit, hint, code = false, error, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Field $code={code}>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <textarea ref={ref} id={id} {...textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldHint id={`${id}-count`}>
        {length.toLocaleString('en-GB')} of {limit.toLocaleString('en-GB')} characters
      </FieldHint>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

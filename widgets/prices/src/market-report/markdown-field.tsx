import styled from '@emotion/styled';
import { MARKET_REPORT_MARKDOWN_MAX } from '@farm/core';
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
    min-height: 22rem;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-family: ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
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

export interface MarkdownFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** How many characters are written so far, shown against the limit. */
  length: number;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The report's markdown box, used with react-hook-form's `register`, with a short guide and the length used. */
export function MarkdownField({ label, length, error, ref, ...textarea }: MarkdownFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <FieldHint id={`${id}-hint`}>
        Markdown: # heading, **bold**, - list, [link](https://…) and tables with | columns |. Scripts, event handlers and javascript: links are removed.
      </FieldHint>
      <textarea ref={ref} id={id} spellCheck {...textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldHint id={`${id}-count`}>
        {length.toLocaleString('en-GB')} of {MARKET_REPORT_MARKDOWN_MAX.toLocaleString('en-GB')} characters
      </FieldHint>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

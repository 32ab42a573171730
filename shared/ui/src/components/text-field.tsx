import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { labelledControl } from '../theme/labelled-control';
import { FieldError, FieldHint } from './field-text';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Read with the label: what to type, or where to find it. */
  hint?: string;
  /** The field's problem (a react-hook-form error message), shown under it and announced. */
  error?: string;
  /** react-hook-form's `register(name)` passes it, so the form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

const Field = styled.div`
  ${labelledControl}
`;

/** A labelled text box for forms, used as `<TextField label="…" error={errors.x?.message} {...register('x')} />`. */
export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <input ref={ref} id={id} type="text" {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

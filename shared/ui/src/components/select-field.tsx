import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { labelledControl } from '../theme/labelled-control';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The `<option>`s. */
  children: ReactNode;
  /** react-hook-form's `register(name)` passes it. */
  ref?: Ref<HTMLSelectElement>;
}

const Field = styled.div`
  ${labelledControl}
  select {
    max-width: 100%;
  }
`;

/** A labelled drop-down for forms, used as `<SelectField label="…" {...register('x')}>options</SelectField>`. */
export function SelectField({ label, ref, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} {...select}>
        {children}
      </select>
    </Field>
  );
}

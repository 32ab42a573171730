import styled from '@emotion/styled';
import { ALL_ROWS } from '@farm/area-my-account';
import { useId } from 'react';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** Rows per page of a desktop list; 'All' is sent as 99999 (spec 3 §9). */
export function PageSizeMenu({ options, value, onChange }: { options: readonly number[]; value: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Rows per page</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((size) => (
          <option key={size} value={size}>
            {size === ALL_ROWS ? 'All' : size}
          </option>
        ))}
      </select>
    </Field>
  );
}

import styled from '@emotion/styled';
import { Button, CancelButton, Dialog } from '@farm/ui';
import { useEffect, useId, useState } from 'react';
import { HEADER_FILTERS, NO_HEADER_FILTERS, sameHeaderFilters, validHeaderFilters, type HeaderFilters } from '../lib/movement-filters';
import { FilterInput } from './digits-input';

export interface FilterDialogProps {
  open: boolean;
  applied: HeaderFilters;
  onApply: (filters: HeaderFilters) => void;
  onClose: () => void;
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
`;

function Field({ label, digits, value, onChange }: { label: string; digits: boolean; value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <FilterInput id={id} digits={digits} value={value} onChange={onChange} />
    </div>
  );
}

/**
 * Filter by on a phone (spec 3 §2, §5): the grid's header filters in a popup. Apply is disabled while nothing
 * changed or a field is invalid; Reset (back to no filters) while the fields already are the defaults.
 */
export function FilterDialog({ open, applied, onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => {
    if (open) setDraft(applied);
  }, [open, applied]);
  return (
    <Dialog
      open={open}
      title="Filter by"
      onClose={onClose}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button type="button" variant="secondary" disabled={sameHeaderFilters(draft, NO_HEADER_FILTERS)} onClick={() => setDraft(NO_HEADER_FILTERS)}>
            Reset
          </Button>
          <Button type="button" disabled={sameHeaderFilters(draft, applied) || !validHeaderFilters(draft)} onClick={() => onApply(draft)}>
            Apply
          </Button>
        </>
      }
    >
      <Fields>
        {HEADER_FILTERS.map((filter) => (
          <Field
            key={filter.key}
            label={filter.label}
            digits={filter.digits}
            value={draft[filter.key]}
            onChange={(text) => setDraft({ ...draft, [filter.key]: text })}
          />
        ))}
      </Fields>
    </Dialog>
  );
}

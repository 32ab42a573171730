import { css, type Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { Button, controlBoxes } from '@farm/ui';

/**
 * A list's filter panel (spec 3 §2: the contract lists and the samples share one look): a bordered box of labelled
 * boxes (`.field`) in a wrapping row, Reset and Apply at the end (`FilterActions`); a phone's boxes fill its width.
 */
export const filterPanelStyles = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)} ${theme.space(4)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  .field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  ${controlBoxes({ theme })}
  input,
  select {
    width: 10rem;
    padding: 0 ${theme.space(2)};
  }
  .actions {
    display: flex;
    gap: ${theme.space(2)};
    margin-left: auto;
  }
  @media (max-width: ${theme.breakpoints.mobileMax}px) {
    flex-direction: column;
    align-items: stretch;
    input,
    select {
      width: 100%;
    }
    .actions {
      margin-left: 0;
    }
    .actions button {
      flex: 1;
    }
  }
`;

interface FilterOption {
  value: string;
  label: string;
}

/** One select of a filter panel, its first choice taking every value ('All'). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Reset filters and Apply filters. Apply submits the panel's form when it is one (Enter applies too), else calls
 * `onApply`.
 */
export function FilterActions({
  resettable,
  onReset,
  canApply,
  onApply,
}: {
  resettable: boolean;
  onReset: () => void;
  canApply: boolean;
  onApply?: () => void;
}) {
  return (
    <div className="actions">
      <Button type="button" variant="secondary" disabled={!resettable} onClick={onReset}>
        Reset filters
      </Button>
      <Button type={onApply ? 'button' : 'submit'} disabled={!canApply} onClick={onApply}>
        Apply filters
      </Button>
    </div>
  );
}

/** A filter panel behind a toggle ('Show filters' / 'Hide filters', or the label given), drawn only while shown. */
export function CollapsibleFilters({ toggleLabel, children }: { toggleLabel?: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div>
      <Button type="button" variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {toggleLabel ?? (shown ? 'Hide filters' : 'Show filters')}
      </Button>
      <div id={id} hidden={!shown} className="filters-body">
        {shown && children}
      </div>
    </div>
  );
}

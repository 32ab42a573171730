import styled from '@emotion/styled';
import { releaseNotesRangeSchema } from '@farm/area-content';
import { focusRing, media, TextField, useZodForm } from '@farm/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { datePresets, rangeForPreset, type DatePreset, type DateRange } from '../date-range-presets';

const Filters = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Preset = styled.button<{ active: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, active }) => (active ? theme.colors.primaryText : theme.colors.primary)};
  background: ${({ theme, active }) => (active ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 18px;
  cursor: pointer;
  ${focusRing()}
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  & > * {
    flex: 0 1 200px;
  }
  ${media.mobile} {
    & > * {
      flex: 1 1 140px;
    }
  }
`;

/** A cleared date box reads '': no bound at that end. */
const dayOrOpen = (value: string) => value || undefined;

/**
 * The History tab's date range (spec 2 §2): a preset, or two dates checked by the same rule as the server's
 * query. Every valid change applies at once; an invalid one shows why and keeps the list as it was.
 */
export function DateRangeFilter({ onChange }: { onChange: (range: DateRange) => void }) {
  const [preset, setPreset] = useState<DatePreset | null>(null);
  // Focus stays where the user is: a From date after the To date must not pull the cursor into To.
  const { register, handleSubmit, setValue, clearErrors, control, formState } = useZodForm(releaseNotesRangeSchema, {
    shouldFocusError: false,
  });
  const [from, to] = useWatch({ control, name: ['from', 'to'] });

  const apply = handleSubmit((range) => {
    setPreset(null);
    onChange(range);
  });
  const choose = (value: DatePreset) => {
    const range = rangeForPreset(value);
    // setValue, not reset: it also empties a box for an open end.
    setValue('from', range.from);
    setValue('to', range.to);
    clearErrors();
    setPreset(value === 'Clear' ? null : value);
    onChange(range);
  };
  const dateField = (name: 'from' | 'to') => register(name, { setValueAs: dayOrOpen, onChange: () => void apply() });

  return (
    <Filters>
      <legend>Date range</legend>
      <Presets>
        {datePresets.map((value) => (
          <Preset
            key={value}
            type="button"
            active={preset === value}
            aria-pressed={value === 'Clear' ? undefined : preset === value}
            onClick={() => choose(value)}
          >
            {value}
          </Preset>
        ))}
      </Presets>
      <Dates>
        <TextField label="From" type="date" max={to} error={formState.errors.from?.message} {...dateField('from')} />
        <TextField label="To" type="date" min={from} error={formState.errors.to?.message} {...dateField('to')} />
      </Dates>
    </Filters>
  );
}

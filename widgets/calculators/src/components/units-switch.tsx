import styled from '@emotion/styled';
import { AREA_UNITS, type AreaUnits } from '@farm/area-calculators';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';

const Options = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

const Option = styled.label<{ checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  cursor: pointer;
  font-weight: 600;
  background: ${({ theme, checked }) => (checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, checked }) => (checked ? theme.colors.primaryText : theme.colors.primary)};
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const LABELS: Record<AreaUnits, string> = { hectares: 'Hectares', acres: 'Acres' };

/**
 * The hectares/acres switch: two radio buttons, so arrow keys and screen readers work as they expect. `field` is
 * the form's `register('units')`; `value`, the units chosen, marks the chosen one.
 */
export function UnitsSwitch({ value, field }: { value: AreaUnits; field: UseFormRegisterReturn }) {
  return (
    <ChoiceGroup>
      <legend>Units</legend>
      <Options>
        {AREA_UNITS.map((units) => (
          <Option key={units} checked={value === units}>
            <input type="radio" value={units} {...field} />
            {LABELS[units]}
          </Option>
        ))}
      </Options>
    </ChoiceGroup>
  );
}

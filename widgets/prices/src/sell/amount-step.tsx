import styled from '@emotion/styled';
import { cropMarketingMessages, LOAD_TONNES, MAX_SALE_LOADS, MIN_LOADS } from '@farm/area-crop-marketing';
import { Button, labelledControl, VisuallyHidden } from '@farm/ui';
import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { stepLoads } from '../lib/loads';
import { Hint, StepFieldset } from './sell-form-styles';

export interface AmountStepProps {
  /** react-hook-form's registration of `loads`. */
  field: UseFormRegisterReturn<'loads'> & { ref?: Ref<HTMLInputElement> };
  loads: number;
  onStep: (loads: number) => void;
  error: string | undefined;
}

const Field = styled.div`
  ${labelledControl}
`;

/** The loads box between its step buttons, one row however narrow the dialog. */
const Selector = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 96px;
  }
`;

const Tonnage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

/**
 * Step 2, Amount: whole loads of 29 MT and the tonnage they make; part loads and big sales go to a trader. The text,
 * the box's limits and the − and + buttons all stop at 1 and 17 loads (500 MT).
 */
export function AmountStep({ field, loads, onStep, error }: AmountStepProps) {
  const hintId = useId();
  const inputId = useId();
  const valid = Number.isFinite(loads);
  // Tonnes only for a whole number of loads: '-87 MT' or '72.5 MT' would say more than the rule below it.
  const tonnes = Number.isInteger(loads) && loads > 0 ? `${loads * LOAD_TONNES} MT` : '–';
  return (
    <StepFieldset>
      <legend>How much would you like to sell?</legend>
      <Field>
        <label htmlFor={inputId}>Number of loads ({LOAD_TONNES} MT each)</label>
        <Selector>
          <Button type="button" variant="secondary" onClick={() => onStep(stepLoads(loads, -1))} disabled={valid && loads <= MIN_LOADS}>
            <span aria-hidden="true">−</span>
            <VisuallyHidden>Fewer loads</VisuallyHidden>
          </Button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={MIN_LOADS}
            max={MAX_SALE_LOADS}
            step={1}
            aria-invalid={!!error}
            aria-describedby={hintId}
            {...field}
          />
          <Button type="button" variant="secondary" onClick={() => onStep(stepLoads(loads, 1))} disabled={valid && loads >= MAX_SALE_LOADS}>
            <span aria-hidden="true">+</span>
            <VisuallyHidden>More loads</VisuallyHidden>
          </Button>
        </Selector>
      </Field>
      <Tonnage aria-live="polite">{tonnes}</Tonnage>
      <Hint id={hintId} invalid={!!error} role={error ? 'alert' : undefined}>
        {error ?? cropMarketingMessages.quantityRule}
      </Hint>
    </StepFieldset>
  );
}

import { clientConfig, errorMessageFor } from '@farm/core';
import { MAX_VARIETIES, MIN_VARIETIES, type Variety } from '@farm/area-crop-marketing';
import { Loader } from '@farm/ui';
import { useId } from 'react';
import { CheckRow, Hint, StepFieldset } from './sell-form-styles';

export interface VarietyStepProps {
  varieties: Variety[] | undefined;
  loadError: unknown;
  chosen: readonly number[];
  onToggle: (varietyNumber: number, chosen: boolean) => void;
  /** The sale rule's message once the choice breaks it (from the form's schema). */
  error: string | undefined;
}

/** Step 1, Variety: the varieties of the grain being sold, 1 to 3 of them (spec 2 §4, §5). */
export function VarietyStep({ varieties, loadError, chosen, onToggle, error }: VarietyStepProps) {
  const hintId = useId();
  if (loadError)
    return (
      <Hint invalid role="alert">
        {errorMessageFor(loadError, clientConfig().support)}
      </Hint>
    );
  if (!varieties) return <Loader label="Loading varieties…" />;
  return (
    <StepFieldset aria-describedby={hintId}>
      <legend>
        Choose {MIN_VARIETIES} to {MAX_VARIETIES} varieties
      </legend>
      {varieties.map((variety) => (
        <CheckRow key={variety.varietyNumber}>
          <input type="checkbox" checked={chosen.includes(variety.varietyNumber)} onChange={(event) => onToggle(variety.varietyNumber, event.target.checked)} />
          {variety.varietyDescription}
        </CheckRow>
      ))}
      <Hint id={hintId} invalid={!!error} role={error ? 'alert' : undefined}>
        {error ?? `${chosen.length} chosen`}
      </Hint>
    </StepFieldset>
  );
}

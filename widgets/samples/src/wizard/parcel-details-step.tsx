import styled from '@emotion/styled';
import { SAMPLE_LIMITS, targetGradesFor } from '@farm/area-my-account';
import { Button, FormFields, SelectField, TextAreaField, TextField } from '@farm/ui';
import { useRef } from 'react';
import { TYPED_TEXT_RULES } from './typed-text-rule';
import type { ParcelFormApi, ParcelFormValues } from './use-parcel-form';
import { useTypingGuard } from './use-typing-guard';
import { ProblemBox, StepActions, StepBox, StepHeading } from './wizard-layout';
import { wizardMessages } from './wizard-messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Fields = styled(FormFields)`
  max-width: 36rem;
  .shared {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .shared input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ParcelDetailsStepProps {
  form: ParcelFormApi;
  commodityNo: number;
  shared: boolean;
  onShared: (shared: boolean) => void;
  editing: boolean;
  saving: boolean;
  /** The save's failure as §8 words it ('Error creating parcel: …'). */
  problem: string | null;
  /** The parcel being edited was deleted elsewhere: say so and offer to create it anew. */
  deletedElsewhere: boolean;
  onCreateAnew: () => void;
  onBack: () => void;
  onSave: (values: ParcelFormValues) => void;
  focusHeading: boolean;
}

/**
 * Step 3 (§4, §5): the parcel form. Name (required, 50), tonnage (10), target grade (the commodity's, None by
 * default) and notes (500, 4 rows); refused keystrokes never reach a box, and pasted text that breaks a rule is
 * named at once, then checked by the schema the server checks it with. 'Create Parcel', or 'Update Parcel' in edit mode.
 */
export function ParcelDetailsStep(props: ParcelDetailsStepProps) {
  const { form, commodityNo, shared, onShared, editing, saving, problem, deletedElsewhere, onCreateAnew, onBack, onSave, focusHeading } = props;
  const container = useRef<HTMLFormElement>(null);
  const refused = useTypingGuard(container, TYPED_TEXT_RULES);
  const { register, formState, handleSubmit, watch } = form;
  const errors = formState.errors;
  const refusal = (name: keyof typeof TYPED_TEXT_RULES) => refused[name];
  return (
    <StepBox aria-labelledby="wizard-step-details">
      <StepHeading id="wizard-step-details" focus={focusHeading}>
        Parcel details
      </StepHeading>
      <Form ref={container} noValidate onSubmit={handleSubmit(onSave)} aria-labelledby="wizard-step-details">
        <Fields>
          <TextField label="Parcel name" autoComplete="off" error={refusal('parcelName') ?? errors.parcelName?.message} {...register('parcelName')} />
          <TextField
            label="Tonnage"
            hint="Optional, e.g. 120 or 58.5 t"
            autoComplete="off"
            error={refusal('tonnage') ?? errors.tonnage?.message}
            {...register('tonnage')}
          />
          <SelectField label="Target grade" {...register('targetGrade')}>
            {targetGradesFor(commodityNo).map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Notes"
            rows={4}
            length={String(watch('notes') ?? '').length}
            limit={SAMPLE_LIMITS.notes}
            error={refusal('notes') ?? errors.notes?.message}
            {...register('notes')}
          />
          <label className="shared">
            <input type="checkbox" checked={shared} onChange={(event) => onShared(event.target.checked)} />
            Shared
          </label>
        </Fields>
        {problem && (
          <ProblemBox role="alert">
            <p>{problem}</p>
          </ProblemBox>
        )}
        {deletedElsewhere && (
          <ProblemBox role="alert">
            <p>{wizardMessages.parcelDeletedElsewhere}</p>
            <Button type="button" variant="secondary" disabled={saving} onClick={onCreateAnew}>
              {wizardMessages.createAnew}
            </Button>
          </ProblemBox>
        )}
        <StepActions>
          <Button type="button" variant="secondary" onClick={onBack}>
            Back
          </Button>
          <div className="forward">
            <Button type="submit" disabled={saving}>
              {editing ? 'Update Parcel' : 'Create Parcel'}
            </Button>
          </div>
        </StepActions>
      </Form>
    </StepBox>
  );
}

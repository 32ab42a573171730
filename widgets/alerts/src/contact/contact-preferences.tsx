import styled from '@emotion/styled';
import {
  alertContactPreferencesKey,
  clientConfig,
  createAlertContactPreferences,
  errorMessageFor,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  priceAlertMessages,
  updateAlertContactPreference,
  type AlertContactPreference,
  type AlertContactPreferencesForm,
} from '@farm/core';
import { Button, FormProblem, RadioChoice, useZodForm, TextField } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notice } from '../dialog/alert-form-styles';
import { preferenceWrites } from './preference-writes';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  > :nth-last-child(-n + 2) {
    grid-column: 1 / -1;
  }
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The form's start: what is saved, and e-mail as the default while none is. */
function formValues(saved: readonly AlertContactPreference[]): AlertContactPreferencesForm {
  const valueOf = (name: string) => saved.find((p) => p.preferenceName === name)?.preferenceValue ?? '';
  return { emailAddress: valueOf('email'), smsNumber: valueOf('sms'), defaultType: saved.find((p) => p.isDefault)?.preferenceName ?? 'email' };
}

/**
 * Spec 2 §3 and §5 'Alert contact preferences': the user's e-mail address and SMS number for alerts, both
 * required, and which one new alerts use. Saving creates those the user has none of and updates the changed.
 */
export function ContactPreferences({ reference, saved }: { reference: string; saved: readonly AlertContactPreference[] }) {
  const client = useQueryClient();
  const form = useZodForm((forms) => forms.alertContactPreferencesFormSchema, { defaultValues: formValues(saved) });
  const save = useMutation({
    mutationFn: async (values: AlertContactPreferencesForm) => {
      const { create, update } = preferenceWrites(saved, values);
      let answer: AlertContactPreference[] | undefined;
      if (create.length > 0) answer = await createAlertContactPreferences(reference, create);
      for (const { preferenceId, preference } of update) answer = await updateAlertContactPreference(reference, preferenceId, preference);
      return answer;
    },
    onSuccess: (answer, values) => {
      if (answer) client.setQueryData(alertContactPreferencesKey(reference), answer);
      form.reset(values);
    },
  });
  const { errors } = form.formState;
  const noDefault = !saved.some((p) => p.isDefault);
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Alert contact preferences">
      <TextField label="Email address" type="email" autoComplete="email" error={errors.emailAddress?.message} {...form.register('emailAddress')} />
      <TextField label="SMS number" type="tel" autoComplete="tel" error={errors.smsNumber?.message} {...form.register('smsNumber')} />
      <RadioChoice>
        <legend>Default for new alerts</legend>
        {NOTIFICATION_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" value={type} {...form.register('defaultType')} />
            {NOTIFICATION_TYPE_LABELS[type]}
          </label>
        ))}
      </RadioChoice>
      <Footer>
        <Button type="submit" disabled={save.isPending}>
          Save contact preferences
        </Button>
        {save.isSuccess && !form.formState.isDirty && <Saved role="status">Your alert contact preferences are saved.</Saved>}
        {noDefault && !save.isSuccess && <Notice role="status">{priceAlertMessages.noDefaultPreference}</Notice>}
        {save.isError && <FormProblem role="alert">{errorMessageFor(save.error, clientConfig().support)}</FormProblem>}
      </Footer>
    </Form>
  );
}

import { alertContactPreferencesFormSchema } from '@farm/area-alerts';
import styled from '@emotion/styled';
import {
  alertContactPreferencesKey,
  createAlertContactPreferences,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  priceAlertMessages,
  updateAlertContactPreference,
  type AlertContactPreference,
  type AlertContactPreferencesForm,
} from '@farm/area-alerts';
import { clientConfig, errorMessageFor } from '@farm/core';
import { Button, FormProblem, RadioChoice, useZodForm, TextField } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../dialog/alert-form-styles';
import { DestinationBadge } from '../destinations/destination-badge';
import { DestinationCode } from '../destinations/destination-code';
import { useDestinations } from '../destinations/use-destinations';
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

const Confirmations = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
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
 * Each saved contact says whether it is confirmed; one that is not takes the code sent to it below the form,
 * sent as soon as the contact is saved (issue 27 §7).
 */
export function ContactPreferences({ reference, saved }: { reference: string; saved: readonly AlertContactPreference[] }) {
  const client = useQueryClient();
  const form = useZodForm(alertContactPreferencesFormSchema, { defaultValues: formValues(saved) });
  const destinations = useDestinations();
  /** The contacts this save changed: each gets its code without being asked. */
  const [changed, setChanged] = useState<readonly string[]>([]);
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
      setChanged(
        (answer ?? [])
          .filter((p) => saved.find((s) => s.preferenceName === p.preferenceName)?.preferenceValue !== p.preferenceValue)
          .map((p) => p.preferenceValue),
      );
      form.reset(values);
    },
  });
  const savedContacts = NOTIFICATION_TYPES.flatMap((kind) => {
    const preference = saved.find((p) => p.preferenceName === kind);
    if (!preference) return [];
    const { value, confirmed } = destinations.lookup(kind, preference.preferenceValue);
    return [{ kind, typed: preference.preferenceValue, value, confirmed }];
  });
  const statusOf = (kind: string) => {
    const contact = savedContacts.find((c) => c.kind === kind);
    return destinations.known && contact && !form.getFieldState(kind === 'email' ? 'emailAddress' : 'smsNumber', form.formState).isDirty ? (
      <DestinationBadge confirmed={contact.confirmed} short />
    ) : null;
  };
  /** Confirmed here: their section stays, to say so. */
  const [confirmedHere, setConfirmedHere] = useState<readonly string[]>([]);
  // A number saved before UK mobiles only cannot be confirmed: it shows unconfirmed until it is changed.
  const toConfirm = destinations.known
    ? savedContacts.flatMap(({ value, ...contact }) => (value !== null && (!contact.confirmed || confirmedHere.includes(value)) ? [{ ...contact, value }] : []))
    : [];
  const { errors } = form.formState;
  const noDefault = !saved.some((p) => p.isDefault);
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Alert contact preferences">
        <div>
          <TextField label="Email address" type="email" autoComplete="email" error={errors.emailAddress?.message} {...form.register('emailAddress')} />
          {statusOf('email')}
        </div>
        <div>
          <TextField label="SMS number" type="tel" autoComplete="tel" error={errors.smsNumber?.message} {...form.register('smsNumber')} />
          {statusOf('sms')}
        </div>
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
      {toConfirm.length > 0 && (
        <Confirmations>
          {toConfirm.map((contact) => (
            <section key={`${contact.kind} ${contact.value}`} aria-label={`Confirm ${contact.value}`}>
              <h3>Confirm {contact.kind === 'sms' ? 'your SMS number' : 'your email address'}</h3>
              <DestinationCode
                kind={contact.kind}
                value={contact.value}
                sendAtStart={changed.includes(contact.typed)}
                onConfirmed={() => setConfirmedHere((values) => [...values, contact.value])}
              />
            </section>
          ))}
        </Confirmations>
      )}
    </>
  );
}

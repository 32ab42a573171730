import styled from '@emotion/styled';
import {
  LOAD_EVENT_LABELS,
  LOAD_EVENTS,
  loadNotificationPreferencesKey,
  loadNotificationPreferencesSchema,
  saveLoadNotificationPreferences,
  type LoadNotificationPreferences,
} from '@farm/area-alerts';
import { clientConfig, errorMessageFor } from '@farm/core';
import { Button, CheckboxChoice, FormProblem, useZodForm } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** What each switch sends, under its label. */
const ABOUT: Readonly<Record<(typeof LOAD_EVENTS)[number], string>> = {
  weighed: 'Its net weight and weighbridge ticket, when it crosses the weighbridge.',
  sampled: 'Its grades, when the lab has tested its sample.',
  selfBilled: 'The self bill that pays it, and its total.',
  claims: 'What the claim takes off it, and its grades.',
};

/**
 * The Notifications section (issue 29): which of this business's load events are e-mailed to the user, to the
 * address they sign in with. The bell shows every one of them whatever is chosen here.
 */
export function LoadNotificationPreferencesForm({ reference, saved }: { reference: string; saved: LoadNotificationPreferences }) {
  const formId = useId();
  const client = useQueryClient();
  const form = useZodForm(loadNotificationPreferencesSchema, { defaultValues: saved });
  const save = useMutation({
    mutationFn: (values: LoadNotificationPreferences) => saveLoadNotificationPreferences(reference, values),
    onSuccess: (answer) => {
      client.setQueryData(loadNotificationPreferencesKey(reference), answer);
      form.reset(answer);
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form noValidate aria-label="Notifications" onSubmit={(event) => void submit(event)}>
      <Fieldset disabled={save.isPending}>
        <legend>E-mail me when, on this business:</legend>
        {LOAD_EVENTS.map((event) => (
          <CheckboxChoice key={event}>
            <input id={`${formId}-${event}`} type="checkbox" aria-describedby={`${formId}-${event}-about`} {...form.register(event)} />
            <div>
              <label htmlFor={`${formId}-${event}`}>{LOAD_EVENT_LABELS[event]}</label>
              <span id={`${formId}-${event}-about`}>{ABOUT[event]}</span>
            </div>
          </CheckboxChoice>
        ))}
      </Fieldset>
      <Footer>
        <Button type="submit" disabled={save.isPending}>
          Save notifications
        </Button>
        {save.isSuccess && !form.formState.isDirty && <Saved role="status">Your notification choices are saved.</Saved>}
        {save.isError && <FormProblem role="alert">{errorMessageFor(save.error, clientConfig().support)}</FormProblem>}
      </Footer>
    </form>
  );
}

import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, toast } from '@farm/core';
import { Button, CancelButton, CheckboxChoice, Dialog, Loader, useZodForm } from '@farm/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { DialogProps } from './dialog-props';
import { EMAIL_PREFERENCES_SAVED_MESSAGE, emailPreferenceTopics } from './email-preference-topics';
import { emailPreferencesQuery, updateEmailPreferences } from './email-preference-calls';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const support = () => clientConfig().support;

/**
 * Settings > Email preferences: which e-mails the user receives, saved on the server. The form checks the
 * choices with the schema the server validates them with.
 */
export function EmailPreferencesDialog({ onClose }: DialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const saved = useQuery(emailPreferencesQuery());
  const { register, handleSubmit } = useZodForm((forms) => forms.emailPreferencesSchema, { values: saved.data });
  const save = useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(emailPreferencesQuery().queryKey, preferences);
      toast(EMAIL_PREFERENCES_SAVED_MESSAGE, 'success');
      onClose();
    },
  });
  const submit = handleSubmit((choices) => save.mutate(choices));

  return (
    <Dialog
      open
      title="Email preferences"
      onClose={onClose}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button type="submit" form={formId} disabled={!saved.isSuccess || save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      {saved.isPending && <Loader label="Loading your email preferences…" />}
      {saved.isError && <Problem role="alert">{errorMessageFor(saved.error, support())}</Problem>}
      {saved.isSuccess && (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Fieldset disabled={save.isPending}>
            <legend>Choose the emails you would like to receive.</legend>
            {emailPreferenceTopics.map((topic) => (
              <CheckboxChoice key={topic.key}>
                <input id={`${formId}-${topic.key}`} type="checkbox" aria-describedby={`${formId}-${topic.key}-about`} {...register(topic.key)} />
                <div>
                  <label htmlFor={`${formId}-${topic.key}`}>{topic.label}</label>
                  <span id={`${formId}-${topic.key}-about`}>{topic.description}</span>
                </div>
              </CheckboxChoice>
            ))}
          </Fieldset>
          {save.isError && <Problem role="alert">{errorMessageFor(save.error, support())}</Problem>}
        </form>
      )}
    </Dialog>
  );
}

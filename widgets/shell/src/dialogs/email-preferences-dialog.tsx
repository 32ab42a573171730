import styled from '@emotion/styled';
import { clientConfig, EMAIL_PREFERENCES_SAVED_MESSAGE, emailPreferenceTopics, errorMessageFor, getEmailPreferences, toast, updateEmailPreferences, type EmailPreferences } from '@farm/core';
import { Button, Dialog, Loader } from '@farm/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DialogProps } from './registry';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

const Choice = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  label { cursor: pointer; font-weight: 600; }
  input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  span { display: block; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Load = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/** Settings > Email preferences: which e-mails the user receives, saved on the server. */
export function EmailPreferencesDialog({ onClose }: DialogProps) {
  const formId = useId();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [choices, setChoices] = useState<EmailPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getEmailPreferences().then(
      (preferences) => {
        if (!live) return;
        setChoices(preferences);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => live && setLoad({ kind: 'failed', message: errorMessageFor(error, clientConfig().support) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choices) return;
    setSaving(true);
    setSaveError(null);
    try {
      await updateEmailPreferences(choices);
      toast(EMAIL_PREFERENCES_SAVED_MESSAGE, 'success');
      onClose();
    } catch (error) {
      setSaveError(errorMessageFor(error, clientConfig().support));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title="Email preferences"
      onClose={onClose}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={load.kind !== 'ready' || saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      {load.kind === 'loading' && <Loader label="Loading your email preferences…" />}
      {load.kind === 'failed' && <Problem role="alert">{load.message}</Problem>}
      {load.kind === 'ready' && choices && (
        <form id={formId} onSubmit={(event) => void save(event)}>
          <Fieldset>
            <legend>Choose the emails you would like to receive.</legend>
            {emailPreferenceTopics.map((topic) => (
              <Choice key={topic.key}>
                <input
                  id={`${formId}-${topic.key}`}
                  type="checkbox"
                  name={topic.key}
                  aria-describedby={`${formId}-${topic.key}-about`}
                  checked={choices[topic.key]}
                  onChange={(event) => setChoices({ ...choices, [topic.key]: event.target.checked })}
                />
                <div>
                  <label htmlFor={`${formId}-${topic.key}`}>{topic.label}</label>
                  <span id={`${formId}-${topic.key}-about`}>{topic.description}</span>
                </div>
              </Choice>
            ))}
          </Fieldset>
          {saveError && <Problem role="alert">{saveError}</Problem>}
        </form>
      )}
    </Dialog>
  );
}

import styled from '@emotion/styled';
import { activationKeyError } from '@farm/core';
import { Button } from '@farm/ui';
import { useId, useRef, useState, type FormEvent } from 'react';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  &[aria-invalid='true'] { border: 2px solid ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Submit = styled(Button)`
  margin-top: ${({ theme }) => theme.space(3)};
  align-self: flex-start;
`;

export interface ActivationFormProps {
  /** Sends the code; resolves with an error message to show, or undefined when it worked. */
  onActivate: (code: string) => Promise<string | undefined>;
}

/** The code field with the rules of spec 1 §5, checked before anything is sent; the server's verdict shows in the same place. */
export function ActivationForm({ onActivate }: ActivationFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = activationKeyError(code);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await onActivate(code.trim());
    setBusy(false);
    setError(failure);
    if (failure) input.current?.focus();
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Label htmlFor={`${id}-code`}>Activation code</Label>
      <Hint id={`${id}-hint`}>You will find it in the welcome letter or e-mail we sent you.</Hint>
      <Input
        ref={input}
        id={`${id}-code`}
        name="activationCode"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      <Submit type="submit" disabled={busy}>
        {busy ? 'Activating…' : 'Activate'}
      </Submit>
    </Form>
  );
}

import styled from '@emotion/styled';
import { Button, TextField, useZodForm } from '@farm/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  input {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.08em;
  }
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
  const { register, handleSubmit, setError, setFocus, formState } = useZodForm((forms) => forms.activationSchema, { defaultValues: { key: '' } });

  const submit = handleSubmit(async ({ key }) => {
    const failure = await onActivate(key);
    if (!failure) return;
    setError('key', { message: failure });
    setFocus('key');
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Activation code"
        hint="You will find it in the welcome letter or e-mail we sent you."
        error={formState.errors.key?.message}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('key')}
      />
      <Submit type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Activating…' : 'Activate'}
      </Submit>
    </Form>
  );
}

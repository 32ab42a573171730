import { destinationCodeFormSchema } from '@farm/area-alerts';
import styled from '@emotion/styled';
import {
  alertDestinationMessages as messages,
  confirmDestination,
  requestDestinationCode,
  type DestinationCodeForm,
  type NotificationType,
} from '@farm/area-alerts';
import { ApiError } from '@farm/core';
import { Button, FormProblem, TextField, useZodForm } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { problemText } from '../lib/problem-text';
import { codeWaiting, useDestinationAnswer, useDestinations } from './use-destinations';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  input {
    width: 100%;
    max-width: 12em;
    box-sizing: border-box;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.2em;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Done = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export interface DestinationCodeProps {
  kind: NotificationType;
  /** The destination in its stored form (`destinationValue`). */
  value: string;
  /** Send a code as it shows (a contact just saved), unless one already waits. */
  sendAtStart: boolean;
  onConfirmed?: () => void;
}

const what = (kind: NotificationType) => (kind === 'sms' ? 'number' : 'address');

/**
 * Confirming an alert destination (issue 27 §7): 'a code was sent', the field to enter it, and a resend. Until
 * a code is sent, one button sends it. Confirmed, it says so.
 */
export function DestinationCode({ kind, value, sendAtStart, onConfirmed }: DestinationCodeProps) {
  const { lookup } = useDestinations();
  const answered = useDestinationAnswer();
  const { state, confirmed } = lookup(kind, value);
  const send = useMutation({ mutationFn: () => requestDestinationCode({ kind, value }), onSuccess: answered });
  const form = useZodForm(destinationCodeFormSchema, { defaultValues: { code: '' } as DestinationCodeForm });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmDestination({ kind, value, code }),
    onSuccess: (answer) => {
      answered(answer);
      onConfirmed?.();
    },
  });

  const started = useRef(false);
  const waiting = codeWaiting(state);
  useEffect(() => {
    if (!sendAtStart || started.current) return;
    started.current = true;
    if (!confirmed && !waiting) send.mutate();
  }, [sendAtStart, confirmed, waiting, send]);

  if (confirmed) return <Done role="status">{messages.nowConfirmed(value)}</Done>;

  // Refused as too soon after the last one: that code is on its way, and can be entered.
  const sent = waiting || send.isSuccess || (send.error instanceof ApiError && send.error.errorCode === 'CODE_RESEND_TOO_SOON');
  const submit = form.handleSubmit(({ code }) => confirm.mutate(code));
  let status: string = messages.unconfirmed;
  if (send.isPending) status = `Sending a code to ${value}…`;
  else if (sent) status = messages.codeSent(value);

  return (
    <Box>
      <p role="status">{status}</p>
      {send.isError && <FormProblem role="alert">{problemText(send.error)}</FormProblem>}
      {sent ? (
        <form noValidate aria-label={`Confirm ${value}`} onSubmit={(event) => void submit(event)}>
          <TextField
            label="Confirmation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          {confirm.isError && <FormProblem role="alert">{problemText(confirm.error)}</FormProblem>}
          <Buttons>
            <Button type="submit" disabled={confirm.isPending}>
              Confirm
            </Button>
            <Button type="button" variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
              Send a new code
            </Button>
          </Buttons>
        </form>
      ) : (
        !send.isPending && (
          <Buttons>
            <Button type="button" variant="secondary" onClick={() => send.mutate()}>
              Send a code to confirm this {what(kind)}
            </Button>
          </Buttons>
        )
      )}
    </Box>
  );
}

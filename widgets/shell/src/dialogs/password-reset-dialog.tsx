import { clientConfig, errorMessageFor, requestPasswordReset } from '@farm/core';
import { Button, Dialog, Loader } from '@farm/ui';
import { useEffect, useState } from 'react';
import type { DialogProps } from './registry';

type State = { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * 'Change password' (spec 1 §7): choosing it sends the password-reset request, which has no body, and this
 * dialog then shows the server's message (or the error catalogue's).
 */
export function PasswordResetDialog({ onClose }: DialogProps) {
  const [state, setState] = useState<State>({ kind: 'sending' });
  useEffect(() => {
    let live = true;
    requestPasswordReset().then(
      (message) => live && setState({ kind: 'sent', message }),
      (error: unknown) => live && setState({ kind: 'failed', message: errorMessageFor(error, clientConfig().support) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Dialog
      open
      title="Change password"
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose} disabled={state.kind === 'sending'}>
          Ok
        </Button>
      }
    >
      {state.kind === 'sending' ? (
        <Loader label="Sending your password reset link…" />
      ) : (
        <p role={state.kind === 'failed' ? 'alert' : 'status'}>{state.message}</p>
      )}
    </Dialog>
  );
}

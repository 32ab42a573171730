import { clientConfig, errorMessageFor } from '@farm/core';
import { Button, Dialog, Loader } from '@farm/ui';
import { useMutationState } from '@tanstack/react-query';
import { passwordResetMutation } from './password-reset-mutation';
import type { DialogProps } from './dialog-props';

/**
 * 'Change password' (spec 1 §7): the avatar menu has sent the password-reset request, which has no body;
 * this dialog shows it sending, then the server's message (or the error catalogue's).
 */
export function PasswordResetDialog({ onClose }: DialogProps) {
  const [latest] = useMutationState({ filters: { mutationKey: passwordResetMutation.mutationKey }, select: (mutation) => mutation.state }).slice(-1);
  const sending = latest?.status !== 'success' && latest?.status !== 'error';
  return (
    <Dialog
      open
      title="Change password"
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose} disabled={sending}>
          Ok
        </Button>
      }
    >
      {latest?.status === 'success' && <p role="status">{String(latest.data)}</p>}
      {latest?.status === 'error' && <p role="alert">{errorMessageFor(latest.error, clientConfig().support)}</p>}
      {sending && <Loader label="Sending your password reset link…" />}
    </Dialog>
  );
}

import { invitationMessages, type AccountInvitation } from '@farm/core';
import { Button, Dialog, FormProblem } from '@farm/ui';
import { problemText } from '../lib/problem-text';
import { useWithdrawInvitation } from '../lib/use-user-writes';

export interface WithdrawInvitationDialogProps {
  reference: string;
  invitation: AccountInvitation;
  onWithdrawn: (message: string) => void;
  onClose: () => void;
}

/** An invitation not yet answered is withdrawn only after this confirm; the invitee can no longer accept it. */
export function WithdrawInvitationDialog({ reference, invitation, onWithdrawn, onClose }: WithdrawInvitationDialogProps) {
  const withdraw = useWithdrawInvitation(reference, invitation);
  const confirm = () => withdraw.mutate(undefined, { onSuccess: () => onWithdrawn(invitationMessages.withdrawn(invitation.email)) });
  const actions = (
    <>
      <Button type="button" variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="button" disabled={withdraw.isPending} onClick={confirm}>
        Withdraw
      </Button>
    </>
  );
  return (
    <Dialog open title="Withdraw invitation" onClose={onClose} actions={actions}>
      <p>{invitationMessages.withdrawConfirm(invitation.email)}</p>
      {withdraw.isError && <FormProblem role="alert">{problemText(withdraw.error)}</FormProblem>}
    </Dialog>
  );
}

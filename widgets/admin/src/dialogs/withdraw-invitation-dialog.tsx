import { invitationMessages, type AccountInvitation } from '@farm/area-account-users';
import { ConfirmDialog } from '@farm/ui';
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
  return (
    <ConfirmDialog
      title="Withdraw invitation"
      confirmLabel="Withdraw"
      pending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(undefined, { onSuccess: () => onWithdrawn(invitationMessages.withdrawn(invitation.email)) })}
      onClose={onClose}
      problem={withdraw.isError ? problemText(withdraw.error) : undefined}
    >
      <p>{invitationMessages.withdrawConfirm(invitation.email)}</p>
    </ConfirmDialog>
  );
}

import type { AccountInvitation, AccountUser } from '@farm/area-account-users';
import { Button, RowActions } from '@farm/ui';
import type { ListedRow } from '../lib/listed-rows';

export interface UserActions {
  onEdit: (user: AccountUser) => void;
  onDelete: (user: AccountUser) => void;
  onWithdraw: (invitation: AccountInvitation) => void;
}

/**
 * A user's Edit and Delete buttons, named for them ('Edit Gwen Ashby'); an invitation's Withdraw button, named
 * for the e-mail it went to: its name is only what the admin typed.
 */
export function ListedRowActions({ row, onEdit, onDelete, onWithdraw }: { row: ListedRow } & UserActions) {
  const { user, invitation } = row;
  if (user)
    return <RowActions editLabel={`Edit ${user.name}`} deleteLabel={`Delete ${user.name}`} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />;
  return (
    <Button type="button" variant="secondary" aria-label={`Withdraw the invitation to ${invitation.email}`} onClick={() => onWithdraw(invitation)}>
      Withdraw
    </Button>
  );
}

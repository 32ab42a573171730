import type { AccountUser } from '@farm/core';
import { RowActions } from '@farm/ui';

export interface UserActions {
  onEdit: (user: AccountUser) => void;
  onDelete: (user: AccountUser) => void;
}

/** A user's Edit and Delete buttons, named for them: 'Edit Gwen Ashby'. */
export function UserRowActions({ user, onEdit, onDelete }: { user: AccountUser } & UserActions) {
  return <RowActions editLabel={`Edit ${user.name}`} deleteLabel={`Delete ${user.name}`} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />;
}

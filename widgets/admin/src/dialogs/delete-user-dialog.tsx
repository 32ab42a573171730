import { accountUserMessages, type AccountUser } from '@farm/area-account-users';
import { ConfirmDialog } from '@farm/ui';
import { isStaleVersion, problemText } from '../lib/problem-text';
import { useRemoveUser } from '../lib/use-user-writes';

export interface DeleteUserDialogProps {
  reference: string;
  user: AccountUser;
  onDeleted: (message: string) => void;
  onClose: () => void;
  onStale: () => void;
}

/** Spec 1 §2: a user is taken off this business (not off MyFarm) only after this confirm. */
export function DeleteUserDialog({ reference, user, onDeleted, onClose, onStale }: DeleteUserDialogProps) {
  const remove = useRemoveUser(reference, user);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => onDeleted(`${user.name} removed from this business.`),
      onError: (error) => (isStaleVersion(error) ? onStale() : undefined),
    });
  return (
    <ConfirmDialog
      title="Delete user"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      // A stale version is not a problem to show: the list reloads and says so.
      problem={remove.isError && !isStaleVersion(remove.error) ? problemText(remove.error) : undefined}
    >
      <p>{accountUserMessages.deleteConfirm(user.name)}</p>
    </ConfirmDialog>
  );
}

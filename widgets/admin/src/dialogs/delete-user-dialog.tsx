import { accountUserMessages, type AccountUser } from '@farm/core';
import { Button, Dialog, FormProblem } from '@farm/ui';
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
  const actions = (
    <>
      <Button type="button" variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="button" disabled={remove.isPending} onClick={confirm}>
        Delete
      </Button>
    </>
  );
  return (
    <Dialog open title="Delete user" onClose={onClose} actions={actions}>
      <p>{accountUserMessages.deleteConfirm(user.name)}</p>
      {remove.isError && !isStaleVersion(remove.error) && <FormProblem role="alert">{problemText(remove.error)}</FormProblem>}
    </Dialog>
  );
}

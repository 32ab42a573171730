import { accountUsersKey, addAccountUser, removeAccountUser, updateAccountUser, type AccountUser, type UpdateAccountUser, type AddAccountUser } from '@farm/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleVersion } from './problem-text';

/**
 * The list is read again after every change, and after a stale save too: the server changed nothing then, and
 * the screen must show what someone else saved.
 */
function useReloadUsers(reference: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountUsersKey(reference) });
}

export function useAddUser(reference: string) {
  const reload = useReloadUsers(reference);
  return useMutation({ mutationFn: (user: AddAccountUser) => addAccountUser(reference, user), onSuccess: reload });
}

export function useUpdateUser(reference: string, user: AccountUser) {
  const reload = useReloadUsers(reference);
  return useMutation({
    mutationFn: (change: UpdateAccountUser) => updateAccountUser(reference, user.id, change),
    onSuccess: reload,
    onError: (error) => (isStaleVersion(error) ? reload() : undefined),
  });
}

export function useRemoveUser(reference: string, user: AccountUser) {
  const reload = useReloadUsers(reference);
  return useMutation({
    mutationFn: () => removeAccountUser(reference, user.id, user.version),
    onSuccess: reload,
    onError: (error) => (isStaleVersion(error) ? reload() : undefined),
  });
}

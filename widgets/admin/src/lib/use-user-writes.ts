import {
  accountInvitationsKey,
  accountUsersKey,
  addAccountUser,
  removeAccountUser,
  updateAccountUser,
  withdrawAccountInvitation,
  type AccountInvitation,
  type AccountUser,
  type AddAccountUser,
  type UpdateAccountUser,
} from '@farm/area-account-users';
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

/** The invitations too: an answer, a withdrawal or a lapse elsewhere may have moved them on. */
function useReloadInvitations(reference: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountInvitationsKey(reference) });
}

/** A new e-mail appears among the users, an existing user's among the invitations: both lists are read again. */
export function useAddUser(reference: string) {
  const reloadUsers = useReloadUsers(reference);
  const reloadInvitations = useReloadInvitations(reference);
  return useMutation({
    mutationFn: (user: AddAccountUser) => addAccountUser(reference, user),
    onSuccess: () => Promise.all([reloadUsers(), reloadInvitations()]),
  });
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

/** Either way the invitations are read again: one already answered is shown as it is now (a user, or gone). */
export function useWithdrawInvitation(reference: string, invitation: AccountInvitation) {
  const reloadUsers = useReloadUsers(reference);
  const reloadInvitations = useReloadInvitations(reference);
  const reload = () => Promise.all([reloadUsers(), reloadInvitations()]);
  return useMutation({ mutationFn: () => withdrawAccountInvitation(reference, invitation.id), onSuccess: reload, onError: reload });
}

import { acceptInvitation, declineInvitation, invitationMessages, myInvitationsKey, type MyInvitation } from '@farm/area-account-users';
import { ApiError, clientConfig, errorMessageFor, reloadAccounts, toast } from '@farm/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const TOAST_MS = 6000;

const isGone = (error: unknown) => error instanceof ApiError && error.errorCode === 'INVITATION_NOT_FOUND';

/** What a failed answer says: that the invitation is gone, or spec 1 §8's catalogue text. */
export const answerProblem = (error: unknown) => (isGone(error) ? invitationMessages.notFound : errorMessageFor(error, clientConfig().support));

/**
 * Accepting or declining one invitation. Either way the list is read again, so an invitation answered (here, in
 * another tab, or withdrawn meanwhile) leaves it; an accepted one's business joins the switcher's list, and the
 * business shown stays the one the user was in.
 */
export function useInvitationAnswer(invitation: MyInvitation) {
  const client = useQueryClient();
  const reloadList = () => client.invalidateQueries({ queryKey: myInvitationsKey });
  const afterFailure = (error: unknown) => {
    if (!isGone(error)) return;
    toast(invitationMessages.notFound, 'error', TOAST_MS);
    return reloadList();
  };
  const accept = useMutation({
    mutationFn: () => acceptInvitation(invitation.id),
    onSuccess: async ({ business }) => {
      toast(invitationMessages.accepted(business.name), 'success', TOAST_MS);
      await Promise.all([
        reloadList(),
        // The membership is made: a failed reload only delays the switcher until the next page load, so say why.
        reloadAccounts().catch((error: unknown) => toast(errorMessageFor(error, clientConfig().support), 'error', TOAST_MS)),
      ]);
    },
    onError: afterFailure,
  });
  const decline = useMutation({
    mutationFn: () => declineInvitation(invitation.id),
    onSuccess: () => {
      toast(invitationMessages.declined(invitation.business.name), 'info', TOAST_MS);
      return reloadList();
    },
    onError: afterFailure,
  });
  return { accept, decline };
}

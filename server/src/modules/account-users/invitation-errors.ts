import { invitationMessages } from '@farm/area-account-users/domain';
import { ApiError } from '../../http';

export const invitationErrors = {
  /** An open invitation to this person and business exists: the admin withdraws it first, or waits for it to lapse. */
  pending: () => new ApiError(409, 'INVITATION_PENDING', invitationMessages.alreadyInvited),
  /**
   * Not there, lapsed, answered, or someone else's: one answer for all, so an invitation's id tells nobody but
   * its invitee and the business's admins that it exists.
   */
  notFound: () => new ApiError(404, 'INVITATION_NOT_FOUND', invitationMessages.notFound),
};

// Staff "view as customer" (issue 12): a member of staff opens a business read-only, as its lead user sees it.
// No zod here: the shell reads these as it runs.

/** The header that carries the view-as session on every API call while staff view a business. */
export const VIEW_AS_HEADER = 'X-View-As';

export const viewAsMessages = {
  banner: (business: string) => `Viewing as ${business} — read only`,
  readOnly: 'You are viewing this business as its customers see it: nothing can be changed.',
  ended: 'This view of the business has ended. Open it again from the staff search.',
  staffOnly: 'Only MyFarm staff can view a business as its customers see it.',
  noLead: 'This business has no lead user, so there is no customer view to show.',
  noMatch: 'No business matches that reference or name.',
} as const;

/** The server's error codes of a view-as call; the read-only refusal and the ended session are the ones the portal acts on. */
export const viewAsErrorCodes = {
  readOnly: 'VIEW_AS_READ_ONLY',
  ended: 'VIEW_AS_ENDED',
  staffOnly: 'VIEW_AS_STAFF_ONLY',
  noLead: 'VIEW_AS_NO_LEAD',
} as const;

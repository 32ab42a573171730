import { INVITATION_TTL_DAYS, type EditableRole } from '@farm/area-account-users/domain';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from './mailer';

export const BUSINESS_INVITATION_SUBJECT = 'An invitation to a business on MyFarm';

export interface BusinessInvitationMailInput {
  /** The invited user's own address and name, from their record: the admin's typing is not trusted to greet them. */
  to: string;
  name: string;
  business: string;
  invitedBy: string;
  role: EditableRole;
  portalUrl: string;
  support: { phone: string; email: string };
}

/**
 * An existing MyFarm user's invitation to one more business (issue 27 §4): nothing changes until they accept it
 * in the portal, and they may decline it or let it lapse. It carries no link that acts on a click, so a forwarded
 * or scanned e-mail accepts nothing: the answer is given signed in, as themselves.
 */
export function businessInvitationMail({ to, name, business, invitedBy, role, portalUrl, support }: BusinessInvitationMailInput): OutgoingMail {
  const dashboard = `${portalUrl}/dashboard`;
  const lines = [
    `Hello ${name},`,
    `${invitedBy} has invited you to join ${business} on MyFarm as ${role === 'Admin' ? 'an admin' : 'a user'}.`,
    `Nothing changes until you accept. Sign in to MyFarm as usual: the invitation waits at the top of your dashboard for ${INVITATION_TTL_DAYS} days, to accept or decline.`,
    dashboard,
    `If you do not know ${business} or did not expect this, decline it or ignore this e-mail: it lapses unanswered.`,
    `Need help? Call ${support.phone} or e-mail ${support.email}, 8:30 AM to 5:00 PM, Monday to Friday.`,
  ];
  const html = lines.map((line) => (line === dashboard ? `<p><a href="${escapeHtml(line)}">Open MyFarm</a></p>` : `<p>${escapeHtml(line)}</p>`));
  return { to, subject: BUSINESS_INVITATION_SUBJECT, text: lines.join('\n\n'), html: html.join('\n') };
}

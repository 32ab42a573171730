import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from './mailer';

export const INVITATION_SUBJECT = "You're invited to MyFarm";

export interface InvitationMailInput {
  to: string;
  name: string;
  business: string;
  invitedBy: string;
  /** The embedded provider's one-time link to choose a password; null when another provider signs people in. */
  link: string | null;
  /** The provider where they sign in when it is not ours. */
  issuer: string;
  activationCode: string;
  portalUrl: string;
  support: { phone: string; email: string };
}

/** A new user's invitation: how to sign in the first time, and the code that activates their MyFarm access. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const { to, name, business, invitedBy, link, issuer, activationCode, portalUrl, support } = input;
  const signIn = link
    ? ['Open this link within 7 days to choose your password (it works once):', link, `Then sign in at ${portalUrl} with ${to}.`]
    : [`Sign in at ${portalUrl} with ${to}. Your sign-in is managed by ${issuer}: use the password you have there.`];
  const lines = [
    `Hello ${name},`,
    `${invitedBy} has invited you to ${business} on MyFarm.`,
    ...signIn,
    `When MyFarm asks for your activation code, enter: ${activationCode}`,
    `Need help? Call ${support.phone} or e-mail ${support.email}, 8:30 AM to 5:00 PM, Monday to Friday.`,
  ];
  const html = lines.map((line) => (line === link ? `<p><a href="${escapeHtml(line)}">Choose your password</a></p>` : `<p>${escapeHtml(line)}</p>`));
  return { to, subject: INVITATION_SUBJECT, text: lines.join('\n\n'), html: html.join('\n') };
}

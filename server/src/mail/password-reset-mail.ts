import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from './mailer';

export const PASSWORD_RESET_SUBJECT = 'Reset your MyFarm password';

export interface PasswordResetMailInput {
  to: string;
  name: string;
  link: string;
  support: { phone: string; email: string };
}

/** The e-mail with the one-time link; plain text first, for every mail program, and the same words in HTML. */
export function passwordResetMail({ to, name, link, support }: PasswordResetMailInput): OutgoingMail {
  const lines = [
    `Hello ${name},`,
    'You asked to change your MyFarm password. Open this link within an hour to choose a new one:',
    link,
    'The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
    `Need help? Call ${support.phone} or e-mail ${support.email}, 8:30 AM to 5:00 PM, Monday to Friday.`,
  ];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    to,
    subject: PASSWORD_RESET_SUBJECT,
    text: lines.join('\n\n'),
    html: [
      paragraph(lines[0]!),
      paragraph(lines[1]!),
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      paragraph(lines[3]!),
      paragraph(lines[4]!),
    ].join('\n'),
  };
}

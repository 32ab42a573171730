import { DESTINATION_CODE_TTL_MINUTES } from '@farm/area-alerts/domain';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from './mailer';

export const DESTINATION_CODE_SUBJECT = 'Your MyFarm confirmation code';

export interface DestinationCodeInput {
  code: string;
  /** The price alerts page, where the code is entered. */
  link: string;
}

/**
 * The message may reach someone who never heard of MyFarm (a mistyped address): it names no user and no business,
 * and says that ignoring it is enough, since nothing else is sent to an address that was not confirmed.
 */
const sentences = ({ code }: DestinationCodeInput) => ({
  code: `Your MyFarm confirmation code is ${code}.`,
  why: `A MyFarm user asked for price alerts to be sent here. To confirm, enter the code on the price alerts page within ${DESTINATION_CODE_TTL_MINUTES} minutes:`,
  ignore: 'If this was not you, ignore this message: nothing more will be sent here.',
});

export function destinationCodeMail(to: string, input: DestinationCodeInput): OutgoingMail {
  const text = sentences(input);
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  return {
    to,
    subject: DESTINATION_CODE_SUBJECT,
    text: [text.code, text.why, input.link, text.ignore].join('\n\n'),
    html: [paragraph(text.code), paragraph(text.why), `<p><a href="${escapeHtml(input.link)}">Open your price alerts</a></p>`, paragraph(text.ignore)].join(
      '\n',
    ),
  };
}

/** An SMS: the code first, so a phone's preview shows it. */
export function destinationCodeSms(input: DestinationCodeInput): string {
  return `MyFarm code: ${input.code}. Enter it within ${DESTINATION_CODE_TTL_MINUTES} minutes to get price alerts on this number: ${input.link} Not you? Ignore this message.`;
}

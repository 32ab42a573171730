import { paths } from '@farm/core/routes';
import type { AlertDestination } from '@farm/area-alerts/domain';
import { destinationCodeMail, destinationCodeSms, type Mailer, type SmsSender } from '../../mail';

export type DestinationCodeSender = (destination: AlertDestination, code: string) => Promise<void>;

/** Sends a confirmation code by the destination's own channel, with a link to the page where it is entered. */
export function destinationCodeSender({ mailer, sms, publicUrl }: { mailer: Mailer; sms: SmsSender; publicUrl: string }): DestinationCodeSender {
  const link = `${publicUrl.replace(/\/$/, '')}${paths.priceAlerts}`;
  return async ({ kind, value }, code) => {
    if (kind === 'email') await mailer.send(destinationCodeMail(value, { code, link }));
    else await sms.send({ to: value, text: destinationCodeSms({ code, link }) });
  };
}

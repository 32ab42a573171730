import { ALERT_CONDITION_LABELS } from '@farm/area-alerts/domain';
import { contractPeriodText } from '@farm/area-crop-marketing/domain';
import type { ContractPeriod } from '@farm/core/domain';
import { formatPoundsPerTonne } from '@farm/core/format';
import { paths } from '@farm/core/routes';
import type { FiringFacts } from '../price-alerts';

export interface OfferFacts {
  commodity: string;
  contractPeriod: ContractPeriod;
  quantity: number;
  targetPrice: number;
  contractReference: string;
}

/** One notification in every form it is sent: the bell's title and line, an e-mail, an SMS. */
export interface NotificationText {
  title: string;
  text: string;
  /** The portal path to act on it, from the route table (e.g. '/dashboard/myc'). */
  link: string;
}

const percent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;

/** What an alert says: the commodity, the period, the price, the threshold it crossed, and where to sell. */
export function firingText(firing: FiringFacts): NotificationText {
  const what = `${firing.commodity} ${contractPeriodText(firing.contractPeriod)}`;
  const label = ALERT_CONDITION_LABELS[firing.condition].toLowerCase();
  const text =
    firing.condition === 'target' || firing.condition === 'floor'
      ? `${what} is ${formatPoundsPerTonne(firing.price)}, ${firing.condition === 'target' ? 'at or above' : 'at or below'} your ${label} of ${formatPoundsPerTonne(firing.threshold)}.`
      : `${what} has moved ${percent(firing.value)} today (your ${label} alert: ${firing.threshold.toFixed(2)}%). It is ${formatPoundsPerTonne(firing.price)}.`;
  return { title: `Price alert: ${what}`, text, link: paths.cropMarketing };
}

export function offerFilledText(offer: OfferFacts): NotificationText {
  const what = `${offer.commodity} ${contractPeriodText(offer.contractPeriod)}`;
  return {
    title: `Standing offer filled: ${what}`,
    text: `Sold ${offer.quantity} MT of ${what} at ${formatPoundsPerTonne(offer.targetPrice)}. Contract ${offer.contractReference}.`,
    link: paths.myAccount,
  };
}

/** The notification's page as a full address: the portal's origin and the route's path. */
const portalUrl = (note: NotificationText, publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${note.link}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail of a notification: plain text and the same in simple HTML, with a link into the portal. */
export function notificationMail(
  note: NotificationText,
  publicUrl: string,
  action = 'Sell or review it on MyFarm',
): { subject: string; text: string; html: string } {
  const url = portalUrl(note, publicUrl);
  return {
    subject: note.title,
    text: `${note.text}\n\n${action}: ${url}\n`,
    html: `<p>${escapeHtml(note.text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}

/** An SMS is one line: the text and the link. */
export const notificationSms = (note: NotificationText, publicUrl: string) => `MyFarm: ${note.text} ${portalUrl(note, publicUrl)}`;

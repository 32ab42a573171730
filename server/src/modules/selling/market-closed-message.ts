import { cropMarketingMessages } from '@farm/area-crop-marketing/domain';

// Trading times are the UK market's, whatever zone the server runs in; spec 1 writes times as '8:30 AM' (some ICU
// versions put a narrow no-break space before AM, hence the replace).
const ukTime = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hour12: true });
const ukDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'Trading is closed. It opens at 7:30 AM on Monday, 23/11/2026 (UK time).' */
export function marketClosedMessage(opensAt: string | null): string {
  if (!opensAt) return cropMarketingMessages.marketClosed;
  const at = new Date(opensAt);
  return `${cropMarketingMessages.marketClosed} It opens at ${ukTime.format(at).replace(/\s/g, ' ')} on ${ukDay.format(at)} (UK time).`;
}

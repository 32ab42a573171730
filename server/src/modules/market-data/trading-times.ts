import type { TradingTimes } from '@farm/area-crop-marketing/domain';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

const TIME_ZONE = 'Europe/London';
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface TradingDay {
  /** ISO weekday, 1 = Monday. */
  day: number;
  opens: string;
  closes: string;
}

/**
 * Reads TRADING_HOURS: segments like 'Mon-Fri 07:30-17:00', separated by ';', in UK time. '24:00' closes at
 * midnight, so 'Mon-Sun 00:00-24:00' trades always.
 */
export function parseTradingHours(text: string): TradingDay[] {
  return text.split(';').flatMap((segment) => {
    const match = /^\s*(\w{3})(?:-(\w{3}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/.exec(segment);
    const first = DAYS.indexOf(match?.[1] ?? '');
    const last = DAYS.indexOf(match?.[2] ?? match?.[1] ?? '');
    if (!match || first < 0 || last < first || match[3]! >= match[4]! || match[4]! > '24:00') {
      throw new Error(`TRADING_HOURS: cannot read '${segment.trim()}'; write it like 'Mon-Fri 07:30-17:00'.`);
    }
    return DAYS.slice(first, last + 1).map((_, index) => ({ day: first + index + 1, opens: match[3]!, closes: match[4]! }));
  });
}

const at = (day: TZDate, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours!, minutes!, TIME_ZONE);
};

/** Whether selling is open at `now`, and when it next opens or closes. */
export function tradingTimesAt(schedule: TradingDay[], now: Date): TradingTimes {
  const today = new TZDate(now.getTime(), TIME_ZONE);
  const base = { timeZone: TIME_ZONE, schedule };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = addDays(today, ahead);
    const isoDay = ((day.getDay() + 6) % 7) + 1;
    for (const window of schedule.filter((w) => w.day === isoDay).sort((a, b) => a.opens.localeCompare(b.opens))) {
      const opens = at(day, window.opens);
      const closes = at(day, window.closes);
      if (closes.getTime() <= now.getTime()) continue;
      if (opens.getTime() <= now.getTime()) return { ...base, open: true, opensAt: null, closesAt: closes.toISOString() };
      return { ...base, open: false, opensAt: opens.toISOString(), closesAt: null };
    }
  }
  return { ...base, open: false, opensAt: null, closesAt: null };
}

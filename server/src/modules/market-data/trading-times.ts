import { parseTradingHours, type TradingDay, type TradingTimes } from '@farm/area-crop-marketing/domain';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

export type { TradingDay };

const TIME_ZONE = 'Europe/London';

/** The deployment's TRADING_HOURS, read at start: a setting it cannot read stops the start, saying so. */
export function parseTradingHoursSetting(text: string): TradingDay[] {
  try {
    return parseTradingHours(text);
  } catch (error) {
    throw new Error(`TRADING_HOURS: ${(error as Error).message}`, { cause: error });
  }
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

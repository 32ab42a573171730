import type { FuturesContract } from '@farm/core/domain';
import { TZDate } from '@date-fns/tz';
import type { PricedPeriod } from './contract-periods';
import { listedMonths, monthKey, parseMonthKey } from './delivery-months';
import type { FuturesContractSpec } from './futures-contracts';

/*
 * Which futures month an ex-farm price follows. A merchant who fixes a price with a farmer sells futures against
 * the grain until it is sold on, so a price can only follow a month the merchant can still sell: never one past
 * its exchange's last trading day, and for grain of the coming harvest the new-crop month, not the old crop's.
 */

const DAY_MS = 86_400_000;
/** A calendar day as UTC midnight: only its date counts, wherever the exchange is. */
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const isWeekend = (day: number) => [0, 6].includes(new Date(day).getUTCDay());

/** Easter Sunday of a year (the Gregorian computus, "anonymous" algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const [b, c] = [Math.floor(year / 100), year % 100];
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthDay = h + l - 7 * m + 114;
  return utcDay(year, Math.floor(monthDay / 31), (monthDay % 31) + 1);
}

/** ICE Futures Europe and Euronext close on these weekdays too (Good Friday can be 23 March, as in 2035). */
const europeanHoliday = (day: number) => {
  const date = new Date(day);
  const easter = easterSunday(date.getUTCFullYear());
  return day === easter - 2 * DAY_MS || day === easter + DAY_MS || ['1-1', '12-25', '12-26'].includes(`${date.getUTCMonth() + 1}-${date.getUTCDate()}`);
};
/** CME settles nothing on Juneteenth; its other closures never fall on these rules' days. */
const chicagoHoliday = (day: number) => new Date(day).getUTCMonth() === 5 && new Date(day).getUTCDate() === 19;

interface Exchange {
  timeZone: string;
  holiday: (day: number) => boolean;
}
const ICE_LONDON: Exchange = { timeZone: 'Europe/London', holiday: europeanHoliday };
const EURONEXT_PARIS: Exchange = { timeZone: 'Europe/Paris', holiday: europeanHoliday };
const CME_CHICAGO: Exchange = { timeZone: 'America/Chicago', holiday: chicagoHoliday };

type Open = (day: number) => boolean;
const onOrBefore = (day: number, open: Open): number => (open(day) ? day : onOrBefore(day - DAY_MS, open));
const onOrAfter = (day: number, open: Open): number => (open(day) ? day : onOrAfter(day + DAY_MS, open));
const businessDaysBefore = (day: number, count: number, open: Open): number =>
  count === 0 ? day : businessDaysBefore(onOrBefore(day - DAY_MS, open), count - 1, open);
const thirdWednesday = (year: number, month: number) => {
  const first = utcDay(year, month, 1);
  return first + (((3 - new Date(first).getUTCDay() + 7) % 7) + 14) * DAY_MS;
};

interface LastTrade {
  exchange: Exchange;
  /** When trading stops on the day, the exchange's local time. */
  time: string;
  /** The last trading day of a delivery month (1-12), from the exchange's business days. */
  day: (year: number, month: number, open: Open) => number;
}

const cbotGrain: LastTrade = { exchange: CME_CHICAGO, time: '12:01', day: (year, month, open) => businessDaysBefore(utcDay(year, month, 15), 1, open) };
const cmeCurrency = (businessDays: number): LastTrade => ({
  exchange: CME_CHICAGO,
  time: '09:16',
  day: (year, month, open) => businessDaysBefore(thirdWednesday(year, month), businessDays, open),
});

/** Each contract's last trading day, as its exchange's contract specification words it. */
const LAST_TRADE: Record<FuturesContract, LastTrade> = {
  // ICE UK feed wheat: the 23rd of the delivery month (the 7th for July), or the business day before.
  'LIFFE-FEED-WHEAT': { exchange: ICE_LONDON, time: '12:30', day: (year, month, open) => onOrBefore(utcDay(year, month, month === 7 ? 7 : 23), open) },
  // Euronext milling wheat: the 10th of the delivery month, or the business day after.
  'MATIF-MILLING-WHEAT': { exchange: EURONEXT_PARIS, time: '18:30', day: (year, month, open) => onOrAfter(utcDay(year, month, 10), open) },
  // Euronext rapeseed: the last business day of the month before the delivery month.
  'MATIF-RAPESEED': { exchange: EURONEXT_PARIS, time: '18:30', day: (year, month, open) => onOrBefore(utcDay(year, month, 0), open) },
  // CBOT grains: the business day before the 15th.
  'CBOT-WHEAT': cbotGrain,
  'CBOT-CORN': cbotGrain,
  'CBOT-SOYBEANS': cbotGrain,
  // CME currencies: two business days before the third Wednesday (one for the Canadian dollar, which settles a day sooner).
  'CME-BRITISH-POUND': cmeCurrency(2),
  'CME-EURO-FX': cmeCurrency(2),
  'CME-EURO-BRITISH-POUND': cmeCurrency(2),
  'CME-CANADIAN-DOLLAR': cmeCurrency(1),
};

/** The moment (milliseconds) trading in a contract's delivery month ('YYYY-MM') stops. */
export function lastTradingTime(contract: FuturesContract, deliveryMonth: string): number {
  const { exchange, time, day } = LAST_TRADE[contract];
  const { year, month } = parseMonthKey(deliveryMonth);
  const last = new Date(day(year, month, (d) => !isWeekend(d) && !exchange.holiday(d)));
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate(), hours!, minutes!, exchange.timeZone).getTime();
}

/**
 * The next `count` listed delivery months from `fromMonth` on that still trade at `now`. Months stop trading in
 * order, so the expired ones are the first few.
 */
export function tradingMonths(spec: Pick<FuturesContractSpec, 'id' | 'deliveryMonths'>, fromMonth: string, now: number, count: number): string[] {
  let months = listedMonths(spec.deliveryMonths, fromMonth, count + 1);
  while (lastTradingTime(spec.id, months[0]!) <= now) months = listedMonths(spec.deliveryMonths, months[1]!, count + 1);
  return months.slice(0, count);
}

/** Grain delivered July to September is the new crop: a UK merchant hedges it with the new-crop November. */
const HARVEST_MONTHS = [7, 8, 9];
const NEW_CROP_MONTH = 11;

/**
 * The delivery month a price row follows at `now`: 'as available' (spot) the nearest month still trading; a
 * harvest-month row the November of its crop year (or the first listed month after it); any later row the first
 * month listed from its own month on. Never a month whose trading has stopped.
 */
export function hedgeMonth(
  spec: Pick<FuturesContractSpec, 'id' | 'deliveryMonths'>,
  period: Pick<PricedPeriod, 'asAvailable' | 'periodMonth' | 'contractPeriod'>,
  now: number,
): string {
  const harvest = !period.asAvailable && HARVEST_MONTHS.includes(parseMonthKey(period.periodMonth).month);
  return tradingMonths(spec, harvest ? monthKey(period.contractPeriod.cropYear, NEW_CROP_MONTH) : period.periodMonth, now, 1)[0]!;
}

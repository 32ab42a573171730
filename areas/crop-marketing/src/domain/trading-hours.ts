import * as z from 'zod';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface TradingDay {
  /** ISO weekday, 1 = Monday. */
  day: number;
  opens: string;
  closes: string;
}

/**
 * Reads trading hours as the deployment (TRADING_HOURS) and the price desk write them: segments like
 * 'Mon-Fri 07:30-17:00', separated by ';', in UK time. '24:00' closes at midnight, so 'Mon-Sun 00:00-24:00' trades
 * always. Throws, saying which segment it cannot read.
 */
export function parseTradingHours(text: string): TradingDay[] {
  return text.split(';').flatMap((segment) => {
    const match = /^\s*(\w{3})(?:-(\w{3}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/.exec(segment);
    const first = DAYS.indexOf(match?.[1] ?? '');
    const last = DAYS.indexOf(match?.[2] ?? match?.[1] ?? '');
    if (!match || first < 0 || last < first || match[3]! >= match[4]! || match[4]! > '24:00') {
      throw new Error(`Cannot read '${segment.trim()}': write it like 'Mon-Fri 07:30-17:00', several separated by ';'.`);
    }
    return DAYS.slice(first, last + 1).map((_, index) => ({ day: first + index + 1, opens: match[3]!, closes: match[4]! }));
  });
}

/** The price desk's trading hours; null goes back to the deployment's (TRADING_HOURS). */
export const tradingHoursSchema = z.object({
  tradingHours: z
    .string()
    .trim()
    .min(1, "Enter the hours, such as 'Mon-Fri 07:30-17:00'.")
    .max(200, 'Enter at most 200 characters.')
    .superRefine((text, context) => {
      try {
        parseTradingHours(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .nullable(),
});
export type TradingHoursForm = z.infer<typeof tradingHoursSchema>;

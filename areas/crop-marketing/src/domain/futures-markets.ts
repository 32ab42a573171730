import { futuresContractSchema } from '@farm/core/domain';
import * as z from 'zod';
import { CHART_PERIODS } from './futures-markets-constants';

/** 'YYYY-MM', a futures delivery month. */
const deliveryMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A delivery month is YYYY-MM.');

/** Spec 2 §3 'Chart point': T is seconds since the epoch, C the close. */
const chartPointSchema = z.object({ T: z.number().int(), C: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** GET /commodities/{id}/history/chart?period&deliveryMonth (spec 2 §7); without a month, the nearest listed one. */
export const chartHistoryQuerySchema = z.object({
  period: z.enum(CHART_PERIODS).default('3M'),
  deliveryMonth: deliveryMonthSchema.optional(),
});

const chartHistorySchema = z.object({
  commodityId: futuresContractSchema,
  commodityDescription: z.string(),
  contractBasis: z.string(),
  period: z.enum(CHART_PERIODS),
  resolution: z.enum(['30m', '1d']),
  deliveryMonth: deliveryMonthSchema,
  /** Every listed month, for the delivery-month choice. */
  deliveryMonths: z.array(deliveryMonthSchema),
  demo: z.boolean(),
  /** Oldest first; the last point is the bar the market is in now, which live ticks keep moving. */
  points: z.array(chartPointSchema),
});
export type ChartHistory = z.infer<typeof chartHistorySchema>;
export const chartHistoryResponseSchema = z.object({ history: chartHistorySchema });

/** The partner embed <farm-market-chart>: one contract's chart, without sign-in. */
export const embedChartQuerySchema = chartHistoryQuerySchema.extend({
  commodity: z.string().trim().min(1).max(40),
});

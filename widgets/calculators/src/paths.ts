import { paths } from '@farm/core';

/** The calculators' screens and their routes (from the core's route table). */
export const CALCULATOR_PATHS = {
  hub: paths.calculators,
  seedRate: paths.seedRate,
  seedRequired: paths.seedRequired,
  limus: paths.limusPerformRate,
  rateChart: paths.rateComparisonChart,
  wheatNitrogen: paths.wheatNitrogen,
} as const;

export type CalculatorScreen = keyof typeof CALCULATOR_PATHS;

/** The screen for a path; anything else under the base shows the hub. Trailing slashes are ignored. */
export function screenFor(path: string): CalculatorScreen {
  const clean = path.replace(/\/+$/, '');
  const match = (Object.entries(CALCULATOR_PATHS) as [CalculatorScreen, string][]).find(([, value]) => value === clean);
  return match?.[0] ?? 'hub';
}

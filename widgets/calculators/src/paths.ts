/** The calculators' routes (root-config/src/route-table.ts): the hub and one path per calculator. */
export const CALCULATORS_BASE = '/dashboard/calculators';

export const CALCULATOR_PATHS = {
  hub: CALCULATORS_BASE,
  seedRate: `${CALCULATORS_BASE}/SeedRate`,
  seedRequired: `${CALCULATORS_BASE}/SeedRequired`,
  limus: `${CALCULATORS_BASE}/Limus-perform-rate`,
  rateChart: `${CALCULATORS_BASE}/Limus-perform-rate/Rate-comparison-chart`,
  wheatNitrogen: `${CALCULATORS_BASE}/Wheat-Nitrogen-requirement`,
} as const;

export type CalculatorScreen = keyof typeof CALCULATOR_PATHS;

/** The screen for a path; anything else under the base shows the hub. Trailing slashes are ignored. */
export function screenFor(path: string): CalculatorScreen {
  const clean = path.replace(/\/+$/, '');
  const match = (Object.entries(CALCULATOR_PATHS) as [CalculatorScreen, string][]).find(([, value]) => value === clean);
  return match?.[0] ?? 'hub';
}

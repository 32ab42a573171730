// Size budgets in gzip bytes, per module kind. A module over budget fails `npm run bench`.
export const KB = 1024;

export function budgetFor(name) {
  if (name === '@farm/core') return 60 * KB;
  if (name === '@farm/ui') return 20 * KB;
  if (name === '@farm/root-config') return 10 * KB;
  if (name.startsWith('@farm/')) return 30 * KB;
  return 80 * KB;
}

/** One embeddable widget on a partner page, React and every shared chunk included (README: Commands). */
export const EMBED_BUDGET = 100 * KB;

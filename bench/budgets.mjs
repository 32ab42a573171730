// Size budgets in gzip bytes, per module kind. A module over budget fails `npm run bench`.
export const KB = 1024;

export function budgetFor(name) {
  if (name === '@farm/core') return 60 * KB;
  if (name === '@farm/ui') return 20 * KB;
  if (name === '@farm/root-config') return 10 * KB;
  if (name.startsWith('@farm/')) return 30 * KB;
  return 80 * KB;
}

/**
 * One embeddable widget on a partner page, React and every shared chunk included (README: Commands). Was 100 KB
 * until the widgets' forms checked input with the server's zod schemas through react-hook-form and fetched
 * through TanStack Query, which together add about 45 KB (README: Design decisions).
 */
export const EMBED_BUDGET = 150 * KB;

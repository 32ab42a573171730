/**
 * A figure of a price table: two decimals for £/MT and grain futures, four for exchange rates (spec 2 §9), '-'
 * for a price the table does not have.
 */
export function formatPrice(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined ? '-' : value.toFixed(decimals);
}

/** The time of a price table's last move, to the second (prices tick every few seconds). */
export function formatUpdatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-GB');
}

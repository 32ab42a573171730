/**
 * Money is summed in whole pence, so the server's prices and a page moving them by a tick agree to the penny
 * (0.1 + 0.2 pounds is 0.30, not 0.30000000000000004).
 */
export const pence = (pounds: number): number => Math.round(pounds * 100);

/** Pounds rounded to the penny. */
export const toPenny = (pounds: number): number => pence(pounds) / 100;

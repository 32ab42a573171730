import type { Page, Response } from '@playwright/test';

export interface AnsweredRow {
  priceCurrentYear: number;
  futuresPriceGbp: number;
}

export const isFeedWheatPrices = (url: string) =>
  /\/api\/accounts\/[^/]+\/prices$/.test(new URL(url).pathname) && new URL(url).searchParams.get('commodityExternalCdkId') === 'FW';

export async function firstRowOf(response: Response): Promise<AnsweredRow> {
  return ((await response.json()) as { data: { prices: { rows: AnsweredRow[] } } }).data.prices.rows[0]!;
}

/** The first row of every Feed Wheat price answer from now on. */
export function feedWheatAnswers(page: Page): AnsweredRow[] {
  const rows: AnsweredRow[] = [];
  page.on('response', async (response) => {
    if (isFeedWheatPrices(response.url())) rows.push(await firstRowOf(response));
  });
  return rows;
}

/** What the ex-farm price adds to the futures: the basis and the preferences' premiums. The market moves; this does not. */
export const overFutures = (row: AnsweredRow) => Math.round((row.priceCurrentYear - row.futuresPriceGbp) * 100) / 100;

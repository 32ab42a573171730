import type { Page, Response } from '@playwright/test';
import { shootBothWidths } from './shoot-both-widths';
import { screenshotPath } from './sign-in';
import { expect } from './test';

// What the My Account and movements specs both read: a list call's answer, a CSV file and a drawn PDF.

export interface Paged {
  items: Record<string, unknown>[];
  totalItems: number;
  nextCursor?: string | null;
  /** The query the answer is for, as the URL carried it. */
  query: Record<string, string>;
}

/** The next answer of a list call (not a CSV export) whose query has every one of `params`. */
export function listAnswer(page: Page, path: string, params: Record<string, string> = {}): Promise<Paged> {
  return page
    .waitForResponse((response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith(`/api/accounts/HARR0001/${path}`) || response.request().headers()['accept'] === 'text/csv') return false;
      return Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);
    })
    .then(async (response) => ({
      ...((await response.json()) as { data: Omit<Paged, 'query'> }).data,
      query: Object.fromEntries(new URL(response.url()).searchParams),
    }));
}

/** Whether a canvas holds a pixel that is neither transparent nor white: pdf.js has drawn on it. */
const hasInk = (canvas: HTMLCanvasElement | SVGElement) => {
  const c = canvas as HTMLCanvasElement;
  const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250)) return true;
  return false;
};

/** The PDF viewer named `title` shows page 1 drawn on its canvas (screenshot `shoot`, at this width or both), then closes. */
export async function expectPdfRenders(page: Page, title: string, shoot?: { name: string; phone: boolean }) {
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const canvas = viewer.getByRole('img', { name: `${title}, page 1` });
  await expect.poll(() => canvas.evaluate(hasInk), { message: 'the page is drawn on the canvas' }).toBe(true);
  if (shoot?.phone) await page.screenshot({ path: screenshotPath(`${shoot.name}-phone-375`) });
  else if (shoot) await shootBothWidths(page, shoot.name, false);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
}

/** Splits CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += char;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

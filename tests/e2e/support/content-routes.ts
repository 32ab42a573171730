import type { Page } from '@playwright/test';

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

interface DowntimeAnswer {
  downtime?: { appName: string; showDownTime: boolean; start: number; end: number } | null;
  maintenance?: { tileName: string; start: number; end: number; text?: string }[];
}

/**
 * Answers this page's downtime calls with the given windows (offsets from now), so one spec can show
 * a portal-wide maintenance state without changing the shared server for the others.
 */
export async function interceptDowntime(page: Page, answer: DowntimeAnswer): Promise<void> {
  const d = answer.downtime;
  const content = {
    downtime: d
      ? {
          appName: d.appName,
          showDownTime: d.showDownTime,
          plannedDownStartTime: at(d.start),
          plannedDownEndTime: at(d.end),
          plannedDownTimeDate: at(d.start).slice(0, 10),
        }
      : null,
    maintenance: (answer.maintenance ?? []).map((m, index) => ({
      id: index + 1,
      tileName: m.tileName,
      startDowntimeDate: at(m.start),
      endDowntimeDate: at(m.end),
      text: m.text ?? '',
    })),
  };
  await page.route('**/api/content/downtime', (route) =>
    route.fulfill({ json: { status: 200, data: { content } }, headers: { 'Cache-Control': 'no-store' } }),
  );
}

export { HOUR };

import type { Page } from '@playwright/test';

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

interface DowntimeAnswer {
  downtime?: { appName: string; showDownTime: boolean; start: number; end: number } | null;
  maintenance?: { tileName: string; start: number; end: number; text?: string }[];
}

export const STARTUP_CALL = '**/api/myuser/startup*';
const DOWNTIME_CALL = '**/api/content/downtime';

/**
 * Puts `downtime` into this page's start-up answer: the real server's answer, with only the downtime
 * changed (null is a content service that failed to answer).
 */
export async function replaceStartupDowntime(page: Page, downtime: object | null): Promise<void> {
  await page.route(STARTUP_CALL, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { downtime: unknown } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, downtime } } });
  });
}

/**
 * Answers this page's downtime (the start-up call's and the refreshes') with the given windows (offsets from
 * now), so one spec can show a portal-wide maintenance state without changing the shared server for the others.
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
  await replaceStartupDowntime(page, content);
  await page.route(DOWNTIME_CALL, (route) => route.fulfill({ json: { status: 200, data: { content } }, headers: { 'Cache-Control': 'no-store' } }));
}

/** The page's downtime is the server's again from its next load. */
export async function stopInterceptingDowntime(page: Page): Promise<void> {
  await page.unroute(STARTUP_CALL);
  await page.unroute(DOWNTIME_CALL);
}

export { HOUR };
